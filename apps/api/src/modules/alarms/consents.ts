// Consents per channel (Prawo komunikacji elektronicznej art. 398; docs/alarms.md): given when
// the shopper turns push on in a browser or confirms a phone for SMS, with the words shown
// (CHANNEL_CONSENT_TEXTS) and the time; withdrawn by turning the channel off, from the
// notification or the SMS's link. A withdrawn consent stays as the record of what was agreed.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CHANNEL_CONSENT_TEXTS, type AlarmChannel } from '@shop/shared/alarms';
import type { Executor } from '../../db/client.ts';
import { channelConsents } from '../../db/schema/alarms.ts';

const inForce = (userId: number, channel: AlarmChannel) =>
  and(
    eq(channelConsents.userId, userId),
    eq(channelConsents.channel, channel),
    isNull(channelConsents.withdrawnAt),
  );

/** Records the channel's consent (once: one already in force stays as it was given). */
export async function giveConsent(ex: Executor, userId: number, channel: AlarmChannel, now: Date) {
  await ex
    .insert(channelConsents)
    .values({ userId, channel, text: CHANNEL_CONSENT_TEXTS[channel], givenAt: now })
    .onConflictDoNothing();
}

export async function withdrawConsent(
  ex: Executor,
  userId: number,
  channel: AlarmChannel,
  now: Date,
) {
  await ex.update(channelConsents).set({ withdrawnAt: now }).where(inForce(userId, channel));
}

/** The channels the account consented to. */
export async function consentedChannels(ex: Executor, userId: number): Promise<Set<AlarmChannel>> {
  const rows = await ex
    .select({ channel: channelConsents.channel })
    .from(channelConsents)
    .where(and(eq(channelConsents.userId, userId), isNull(channelConsents.withdrawnAt)));
  return new Set(rows.map((row) => row.channel));
}

/** Which of these accounts have the channel's consent in force. */
export async function consentingAccounts(
  ex: Executor,
  channel: AlarmChannel,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await ex
    .select({ userId: channelConsents.userId })
    .from(channelConsents)
    .where(
      and(
        inArray(channelConsents.userId, userIds),
        eq(channelConsents.channel, channel),
        isNull(channelConsents.withdrawnAt),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** The data export's part (docs/privacy.md): every consent given, in force or withdrawn. */
export async function exportConsentsOf(ex: Executor, userId: number) {
  const rows = await ex
    .select()
    .from(channelConsents)
    .where(eq(channelConsents.userId, userId))
    .orderBy(channelConsents.id);
  return rows.map((row) => ({
    channel: row.channel,
    text: row.text,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }));
}
