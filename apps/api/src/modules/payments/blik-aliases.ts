// The account's remembered BLIK (migration 0060, docs/payments-blik.md): one alias per account,
// a random value that means nothing outside this shop (never the e-mail), the label the bank
// app shows, when the shopper consented and when the payment registering it arrived.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blikAliases, blikCharges } from '../../db/schema/payments.ts';

export type BlikAliasRow = typeof blikAliases.$inferSelect;

/** The label's bounds (Przelewy24's aliasLabel: 5 to 35 characters). */
const LABEL_MIN = 5;
const LABEL_MAX = 35;

/** What the bank app shows beside the shop's remembered BLIK: the shop's name, within bounds. */
export function aliasLabel(shopName: string): string {
  const label = shopName.trim().slice(0, LABEL_MAX).trim();
  return label.length >= LABEL_MIN ? label : `Sklep ${label}`.slice(0, LABEL_MAX);
}

export async function findBlikAlias(
  ex: Executor,
  userId: number,
): Promise<BlikAliasRow | undefined> {
  const [row] = await ex.select().from(blikAliases).where(eq(blikAliases.userId, userId));
  return row;
}

/**
 * The account's alias to register with this payment: the one it has (a code from another bank
 * app adds that app to it), or a new random value; the consent's time is this one's.
 */
export async function aliasToRegister(
  ex: Executor,
  row: { userId: number; label: string; now: Date },
): Promise<BlikAliasRow> {
  const [saved] = await ex
    .insert(blikAliases)
    .values({
      userId: row.userId,
      value: randomBytes(24).toString('base64url'),
      label: row.label,
      consentedAt: row.now,
    })
    .onConflictDoUpdate({
      target: blikAliases.userId,
      set: { consentedAt: row.now, label: row.label },
    })
    .returning();
  return saved!;
}

/**
 * The order was paid: when its newest BLIK payment was the one registering the alias (its code
 * taken, not refused), the alias now stands at Przelewy24.
 */
export async function aliasPaid(ex: Executor, orderId: number, userId: number, now: Date) {
  const [latest] = await ex
    .select({ registers: blikCharges.registersAlias, refusal: blikCharges.refusal })
    .from(blikCharges)
    .where(eq(blikCharges.orderId, orderId))
    .orderBy(desc(blikCharges.id))
    .limit(1);
  if (!latest?.registers || latest.refusal !== null) return;
  await ex
    .update(blikAliases)
    .set({
      registeredAt: sql`COALESCE(${blikAliases.registeredAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(blikAliases.userId, userId));
}

/** Forgets the account's alias (removed in settings, or refused or expired at the bank). */
export async function forgetBlikAlias(ex: Executor, userId: number, value?: string) {
  const rows = await ex
    .delete(blikAliases)
    .where(
      value === undefined
        ? eq(blikAliases.userId, userId)
        : and(eq(blikAliases.userId, userId), eq(blikAliases.value, value)),
    )
    .returning({ userId: blikAliases.userId });
  return rows.length > 0;
}

/** An alias that stands: its registering payment arrived. */
export const registeredAlias = (row: BlikAliasRow | undefined) =>
  row && row.registeredAt !== null ? row : undefined;

/** The account's remembered BLIK for its data export: not the value, which only pays. */
export async function exportBlikAliasOf(ex: Executor, userId: number) {
  const row = await findBlikAlias(ex, userId);
  return row
    ? {
        label: row.label,
        consentedAt: row.consentedAt.toISOString(),
        registeredAt: row.registeredAt?.toISOString() ?? null,
      }
    : null;
}
