// SQL for the phones confirmed (or being confirmed) for SMS alarms.
import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { smsPhones } from '../../db/schema/sms.ts';

export type SmsPhoneRow = typeof smsPhones.$inferSelect;

export async function findLocked(ex: Executor, userId: number) {
  const [row] = await ex.select().from(smsPhones).where(eq(smsPhones.userId, userId)).for('update');
  return row;
}

export async function find(ex: Executor, userId: number) {
  const [row] = await ex.select().from(smsPhones).where(eq(smsPhones.userId, userId));
  return row;
}

/** A new code for the phone: a different number than the one confirmed is unconfirmed. */
export async function setCode(
  ex: Executor,
  row: { userId: number; phone: string; codeHash: string; sentAt: Date; expiresAt: Date },
) {
  const code = {
    codeHash: row.codeHash,
    codeSentAt: row.sentAt,
    codeExpiresAt: row.expiresAt,
    codeTries: 0,
  };
  const existing = await findLocked(ex, row.userId);
  if (!existing) {
    await ex.insert(smsPhones).values({ userId: row.userId, phone: row.phone, ...code });
    return;
  }
  await ex
    .update(smsPhones)
    .set({
      ...code,
      phone: row.phone,
      confirmedAt: existing.phone === row.phone ? existing.confirmedAt : null,
    })
    .where(eq(smsPhones.userId, row.userId));
}

export async function update(ex: Executor, userId: number, set: Partial<SmsPhoneRow>) {
  await ex.update(smsPhones).set(set).where(eq(smsPhones.userId, userId));
}

export async function remove(ex: Executor, userId: number) {
  await ex.delete(smsPhones).where(eq(smsPhones.userId, userId));
}

export async function removeByToken(ex: Executor, token: string) {
  const [row] = await ex
    .delete(smsPhones)
    .where(eq(smsPhones.withdrawToken, token))
    .returning({ userId: smsPhones.userId });
  return row?.userId;
}

export function confirmedOf(ex: Executor, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return ex
    .select({
      userId: smsPhones.userId,
      phone: smsPhones.phone,
      withdrawToken: smsPhones.withdrawToken,
    })
    .from(smsPhones)
    .where(and(inArray(smsPhones.userId, userIds), isNotNull(smsPhones.confirmedAt)));
}
