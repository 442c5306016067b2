// Reminder e-mails queued in bulk (docs/e-mail.md, "Reminder e-mails"): every 10 s the drops
// that open within five minutes get a DROP_OPENED e-mail for each confirmed „Przypomnij mi”,
// due at the opening (modules/reminders), and every 60 s the wished-for products that reached a
// lower price step get their PRICE_DROPPED alerts, and the price targets a step reached their
// PRICE_TARGET_REACHED e-mail (modules/wishlists); every 10 s too, the saved searches are told
// of new pieces that match (SAVED_SEARCH_MATCHED, modules/saved-searches). Both are set-based
// statements (one INSERT ... SELECT each) that lock no product or drop row, so a drop's opening
// is not slowed; on one replica at a time (one-replica.ts). The outbox job sends the e-mails.
// Every 10 s too, the drop alarms by push and SMS are queued (flows/alarms/round.ts), and every
// second the due ones are sent (flows/alarms/send.ts, on one replica at a time).
// Started by runtime/start-up.ts; tests call the rounds directly.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { queueUpcomingDropReminders } from '../modules/reminders/index.ts';
import { queueAlarmRound } from '../flows/alarms/round.ts';
import { sendDueAlarms } from '../flows/alarms/send.ts';
import { queueSavedSearchMatches } from '../modules/saved-searches/index.ts';
import { queuePriceAlerts, queuePriceTargets } from '../modules/wishlists/index.ts';
import { onOneReplica } from './one-replica.ts';
import { repeatEvery } from './repeat.ts';

/** How often the job looks for drops opening soon (their reminders are queued 5 minutes ahead). */
export const DROP_REMINDERS_POLL_MS = 10_000;
/** Price steps come every two days: a minute late is on time. */
export const PRICE_ALERTS_POLL_MS = 60_000;
/** Alarms are due at a moment: a second late is on time. */
export const ALARMS_SEND_MS = 1_000;
const REMINDERS_JOB_LOCK = 724_017;
const ALARMS_SEND_LOCK = 724_020;

/** One round of the coming openings' reminders (null when another replica is running it). */
export function queueDropReminders(app: FastifyInstance, database: Database) {
  return onOneReplica(database, REMINDERS_JOB_LOCK, () =>
    queueUpcomingDropReminders({
      db: app.db,
      clock: app.clock,
      lobbyOpensBeforeMs: app.config.lobby.opensBeforeMs,
    }),
  );
}

/** One round of drop alarms queued for push and SMS (null when another replica runs it). */
export function queueAlarms(app: FastifyInstance, database: Database) {
  return onOneReplica(database, REMINDERS_JOB_LOCK, () =>
    queueAlarmRound({
      db: app.db,
      clock: app.clock,
      lobbyOpensBeforeMs: app.config.lobby.opensBeforeMs,
    }),
  );
}

/** Sends the due drop alarms (null when another replica is sending). */
export function sendAlarms(app: FastifyInstance, database: Database) {
  return onOneReplica(database, ALARMS_SEND_LOCK, () =>
    sendDueAlarms({
      db: app.db,
      clock: app.clock,
      log: app.log,
      shopUrl: app.config.publicUrl,
      lobbyOpensBeforeMs: app.config.lobby.opensBeforeMs,
      push: app.config.webPush,
      sms: app.config.sms,
    }),
  );
}

/**
 * One round of saved searches: the pieces that opened or came within a search's price since the
 * last round, one e-mail per search, a thousand searches per statement (null when another
 * replica is running it). Run with the reminders, every 10 s: at an opening a minute is long.
 */
export function queueSavedSearchAlarms(app: FastifyInstance, database: Database) {
  return onOneReplica(database, REMINDERS_JOB_LOCK, () =>
    queueSavedSearchMatches(app.db, app.clock.now()),
  );
}

/**
 * One round of price-drop alerts and reached price targets: how many e-mails were queued (null
 * when another replica runs it).
 */
export function queueWishlistPriceAlerts(app: FastifyInstance, database: Database) {
  return onOneReplica(database, REMINDERS_JOB_LOCK, () =>
    app.db.transaction(async (tx) => {
      const now = app.clock.now();
      return (await queuePriceAlerts(tx, now)) + (await queuePriceTargets(tx, now));
    }),
  );
}

export function startDropRemindersJob(
  app: FastifyInstance,
  database: Database,
  { remindersMs = DROP_REMINDERS_POLL_MS, alertsMs = PRICE_ALERTS_POLL_MS } = {},
): void {
  repeatEvery(app, remindersMs, 'drop reminders round failed', async () => {
    const queued = await queueDropReminders(app, database);
    if (queued && queued.length > 0) app.log.info({ queued }, 'drop reminders queued');
    const alarms = await queueAlarms(app, database);
    if (alarms && alarms.length > 0) app.log.info({ alarms }, 'drop alarms queued');
    const matched = await queueSavedSearchAlarms(app, database);
    if (matched) app.log.info({ matched }, 'saved search e-mails queued');
  });
  repeatEvery(app, ALARMS_SEND_MS, 'drop alarms run failed', async () => {
    const report = await sendAlarms(app, database);
    if (report && report.sent + report.retried + report.givenUp > 0) {
      app.log.info(report, 'drop alarms sent');
    }
  });
  repeatEvery(app, alertsMs, 'price alerts round failed', async () => {
    const queued = await queueWishlistPriceAlerts(app, database);
    if (queued) app.log.info({ queued }, 'price-drop alerts queued');
  });
}
