// Sends the due drop alarms (every second, jobs/drop-reminders.ts, on one replica at a time):
// claims a batch, checks each against the facts as they are now (the reminder still there, the
// channel's consent in force, the drop's start where it was, not too late), and sends it by push
// to every device of the account or by SMS to its confirmed phone, many at once. Each alarm is
// marked sent once one device (or SMSAPI) took it; a device its push service calls gone is
// forgotten; a failure that may pass is tried again shortly, while the alarm is still of use.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  claimDueAlarms,
  consentingAccounts,
  giveUpAlarms,
  markAlarmsSent,
  retryAlarmAt,
  type DropAlarmRow,
} from '../../modules/alarms/index.ts';
import { findDropRow } from '../../modules/drops/index.ts';
import {
  devicesOf,
  forgetDevice,
  sendPush,
  type PushSettings,
  type PushSubscriptionRow,
} from '../../modules/push/index.ts';
import { remindedAccounts } from '../../modules/reminders/index.ts';
import { confirmedPhonesOf, sendSms, type SmsSettings } from '../../modules/sms/index.ts';
import { pushPayload, smsText, type MessageDrop } from './messages.ts';
import { LATE_MS, momentTime } from './moments.ts';
import { pushWithdrawUrl, smsWithdrawUrl } from './way-out.ts';

export interface AlarmSendDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  shopUrl: string;
  lobbyOpensBeforeMs: number;
  push: PushSettings;
  /** null: the shop sends no SMS (no SMSAPI_TOKEN). */
  sms: SmsSettings | null;
}

export interface AlarmReport {
  sent: number;
  retried: number;
  givenUp: number;
}

/** Alarms claimed at once; a claim lasts far beyond one batch's sending. */
const BATCH = 500;
const LEASE_MS = 2 * 60_000;
/** Pushes and SMS in flight at once. */
const PARALLEL = 64;
/** A round stops claiming after this long, so the server, waiting for it, stops soon. */
const ROUND_MS = 10_000;
const RETRY_MS = 15_000;

/** 'waits': the start moved later, the alarm was put to its new time. */
type Outcome = 'sent' | 'waits' | { retry: string } | { giveUp: string };

export async function sendDueAlarms(deps: AlarmSendDeps): Promise<AlarmReport> {
  const report: AlarmReport = { sent: 0, retried: 0, givenUp: 0 };
  const started = Date.now();
  while (Date.now() - started < ROUND_MS) {
    const now = deps.clock.now();
    const alarms = await claimDueAlarms(deps.db, { now, limit: BATCH, leaseMs: LEASE_MS });
    if (alarms.length === 0) break;
    const facts = await factsOf(deps, alarms);
    // One alarm's failure is that alarm's, never the batch's (the others would wait out their
    // claims and be tried again, behind it, forever).
    const outcomes = await inParallel(alarms, PARALLEL, (alarm) =>
      sendOne(deps, facts, alarm, now).catch((error: unknown): Outcome => ({
        retry: error instanceof Error ? error.message : String(error),
      })),
    );
    const sent = alarms.filter((_, i) => outcomes[i] === 'sent').map((alarm) => alarm.id);
    await markAlarmsSent(deps.db, sent, deps.clock.now());
    report.sent += sent.length;
    for (const [i, outcome] of outcomes.entries()) {
      const alarm = alarms[i]!;
      if (outcome === 'sent' || outcome === 'waits') continue;
      if ('retry' in outcome && now.getTime() + RETRY_MS - alarm.dueAt.getTime() < LATE_MS) {
        await retryAlarmAt(deps.db, alarm.id, new Date(now.getTime() + RETRY_MS), outcome.retry);
        report.retried += 1;
      } else {
        const reason = 'retry' in outcome ? `late after: ${outcome.retry}` : outcome.giveUp;
        await giveUpAlarms(deps.db, [alarm.id], deps.clock.now(), reason);
        report.givenUp += 1;
      }
    }
    if (alarms.length < BATCH) break;
  }
  return report;
}

interface Facts {
  drops: Map<number, (MessageDrop & { lobby: boolean }) | undefined>;
  /** `${dropId}:${userId}` of the reminders still there. */
  reminded: Set<string>;
  consent: { push: Set<number>; sms: Set<number> };
  devices: Map<number, PushSubscriptionRow[]>;
  phones: Map<number, { phone: string; withdrawToken: string }>;
}

/** Everything the batch's alarms are checked against, read once for the batch. */
async function factsOf(deps: AlarmSendDeps, alarms: DropAlarmRow[]): Promise<Facts> {
  const drops = new Map<number, (MessageDrop & { lobby: boolean }) | undefined>();
  const reminded = new Set<string>();
  for (const dropId of new Set(alarms.map((alarm) => alarm.dropId))) {
    drops.set(dropId, await findDropRow(deps.db, dropId));
    const userIds = alarms.filter((a) => a.dropId === dropId).map((a) => a.userId);
    for (const userId of await remindedAccounts(deps.db, dropId, userIds)) {
      reminded.add(`${dropId}:${userId}`);
    }
  }
  const byChannel = (channel: 'push' | 'sms') => [
    ...new Set(alarms.filter((a) => a.channel === channel).map((a) => a.userId)),
  ];
  const pushUsers = byChannel('push');
  const smsUsers = byChannel('sms');
  const devices = new Map<number, PushSubscriptionRow[]>();
  for (const device of await devicesOf(deps.db, pushUsers)) {
    devices.set(device.userId, [...(devices.get(device.userId) ?? []), device]);
  }
  const phones = new Map(
    (await confirmedPhonesOf(deps.db, smsUsers)).map((row) => [row.userId, row]),
  );
  return {
    drops,
    reminded,
    consent: {
      push: await consentingAccounts(deps.db, 'push', pushUsers),
      sms: await consentingAccounts(deps.db, 'sms', smsUsers),
    },
    devices,
    phones,
  };
}

async function sendOne(
  deps: AlarmSendDeps,
  facts: Facts,
  alarm: DropAlarmRow,
  now: Date,
): Promise<Outcome> {
  const drop = facts.drops.get(alarm.dropId);
  if (!drop) return { giveUp: 'drop deleted' };
  if (!facts.reminded.has(`${alarm.dropId}:${alarm.userId}`)) {
    return { giveUp: 'reminder cancelled' };
  }
  if (!facts.consent[alarm.channel].has(alarm.userId)) return { giveUp: 'consent withdrawn' };
  const at = momentTime(drop, alarm.moment, deps.lobbyOpensBeforeMs);
  if (!at) return { giveUp: 'the drop no longer has this moment' };
  if (at.getTime() > now.getTime()) {
    // The start was moved later after the alarm was queued: it waits for its new time.
    await retryAlarmAt(deps.db, alarm.id, at, null);
    return 'waits';
  }
  if (now.getTime() - at.getTime() >= LATE_MS) return { giveUp: 'late' };
  return alarm.channel === 'push'
    ? sendByPush(deps, facts, alarm, drop)
    : sendBySms(deps, facts, alarm, drop);
}

async function sendByPush(
  deps: AlarmSendDeps,
  facts: Facts,
  alarm: DropAlarmRow,
  drop: MessageDrop,
): Promise<Outcome> {
  const devices = facts.devices.get(alarm.userId) ?? [];
  if (devices.length === 0) return { giveUp: 'no device' };
  const ttlSeconds = Math.max(
    60,
    Math.round((alarm.dueAt.getTime() + LATE_MS - deps.clock.now().getTime()) / 1000),
  );
  const outcomes = await Promise.all(
    devices.map(async (device) => {
      const payload = pushPayload(drop, alarm.moment, {
        shopUrl: deps.shopUrl,
        offUrl: pushWithdrawUrl(deps.shopUrl, device.withdrawToken),
      });
      const outcome = await sendPush(deps.push, device, {
        payload,
        ttlSeconds,
        topic: `drop-${drop.id}`,
      });
      if (outcome === 'gone') await forgetDevice(deps.db, device.id);
      return outcome;
    }),
  );
  if (outcomes.includes('sent')) return 'sent';
  if (outcomes.every((outcome) => outcome === 'gone')) return { giveUp: 'every device gone' };
  const failure = outcomes.find((outcome) => typeof outcome === 'object');
  return { retry: failure && typeof failure === 'object' ? failure.failed : 'failed' };
}

async function sendBySms(
  deps: AlarmSendDeps,
  facts: Facts,
  alarm: DropAlarmRow,
  drop: MessageDrop,
): Promise<Outcome> {
  const phone = facts.phones.get(alarm.userId);
  if (!deps.sms) return { giveUp: 'SMS not configured' };
  if (!phone) return { giveUp: 'no confirmed phone' };
  const outcome = await sendSms(deps.sms, {
    to: phone.phone,
    message: smsText(drop, alarm.moment, {
      shopUrl: deps.shopUrl,
      offUrl: smsWithdrawUrl(deps.shopUrl, phone.withdrawToken),
    }),
    // SMSAPI refuses a second message with this idx: a retry after an unclear failure whose
    // message did go out is refused, not sent again.
    idx: alarm.idx,
  });
  if ('sent' in outcome) return 'sent';
  if ('refused' in outcome) return { giveUp: outcome.refused };
  return { retry: outcome.failed };
}

/** `work` over `items`, at most `parallel` at once; the outcomes in the items' order. */
async function inParallel<T, R>(
  items: T[],
  parallel: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  return results;
}
