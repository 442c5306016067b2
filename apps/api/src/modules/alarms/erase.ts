// Account deletion (docs/privacy.md): the account's alarms and its consents' record go with its
// personal data.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { channelConsents, dropAlarms } from '../../db/schema/alarms.ts';

export async function eraseAlarmsOf(ex: Executor, userId: number) {
  await ex.delete(dropAlarms).where(eq(dropAlarms.userId, userId));
  await ex.delete(channelConsents).where(eq(channelConsents.userId, userId));
}
