// SQL for browsers' push subscriptions.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps the device's subscription for the account: an endpoint seen before (the same browser
 * again, or signed in to another account since) is moved to it with its new keys.
 */
export async function upsert(
  ex: Executor,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; now: Date },
) {
  await ex
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: row.now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: row.now,
        withdrawToken: sql`gen_random_uuid()::text`,
      },
    });
}

export function ofUser(ex: Executor, userId: number) {
  return ex.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export function ofUsers(ex: Executor, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return ex.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** Removes one device of the account; answers whether it had it. */
export async function deleteEndpoint(ex: Executor, userId: number, endpoint: string) {
  const rows = await ex
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteAllOf(ex: Executor, userId: number) {
  await ex.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A device the push service says is gone (404/410). */
export async function deleteById(ex: Executor, id: number) {
  await ex.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Removes the device whose token this is; answers its account, or undefined. */
export async function deleteByToken(ex: Executor, token: string) {
  const [row] = await ex
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.withdrawToken, token))
    .returning({ userId: pushSubscriptions.userId });
  return row?.userId;
}

export async function countOf(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.count ?? 0;
}
