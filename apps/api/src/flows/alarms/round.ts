// A round of drop alarms (every 10 s, jobs/drop-reminders.ts): for each drop whose first alarm
// is within five minutes (or whose alarms are not yet late), the alarms of every account with a
// confirmed „Przypomnij mi” by each channel it consented to, in one INSERT ... SELECT per drop.
// Rows already queued stay one (the table's key); a moved start moves their time. Reads drops
// without locking them: an opening's readers and orders never wait on it.
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { queueDropAlarms } from '../../modules/alarms/index.ts';
import { listDropTimes } from '../../modules/drops/index.ts';
import { QUEUE_AHEAD_MS, remindedAccountsSql } from '../../modules/reminders/index.ts';
import { alarmMoments, LATE_MS } from './moments.ts';

export interface AlarmRoundDeps {
  db: Db;
  clock: Clock;
  lobbyOpensBeforeMs: number;
}

/** Answers the drops whose alarms were written and how many rows each. */
export async function queueAlarmRound(
  deps: AlarmRoundDeps,
): Promise<{ dropId: number; alarms: number }[]> {
  const now = deps.clock.now().getTime();
  const queued: { dropId: number; alarms: number }[] = [];
  for (const drop of await listDropTimes(deps.db)) {
    const moments = alarmMoments(drop, deps.lobbyOpensBeforeMs).filter(
      ({ dueAt }) => dueAt.getTime() - now <= QUEUE_AHEAD_MS && now - dueAt.getTime() < LATE_MS,
    );
    if (moments.length === 0) continue;
    const alarms = await queueDropAlarms(deps.db, {
      dropId: drop.id,
      accountsSql: remindedAccountsSql(drop.id),
      moments,
    });
    if (alarms > 0) queued.push({ dropId: drop.id, alarms });
  }
  return queued;
}
