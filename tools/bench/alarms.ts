// Drop alarms and watchers at scale (docs/alarms.md), on PostgreSQL with the real server process:
//
//   npm run bench:alarms -- [--subscribers 10000] [--sms 1000] [--pieces 2000]
//       [--searches 10000] [--baseline-seconds 5]
//
// 1. Alarms: `--subscribers` accounts remind themselves of one lobby drop, each with a device
//    subscribed to the local push service stand-in (tools/fakes/push-service.ts, which checks the
//    VAPID signature and decrypts every push) and its e-mail going to a local SMTP server;
//    `--sms` of them have a confirmed phone at the SMSAPI stand-in. The lobby opens 90 s after
//    the server starts (LOBBY_OPENS_MINUTES=1). Reported per channel: the seconds from the
//    lobby's opening until 99 % and 100 % of the alarms had arrived.
// 2. Watchers: `--searches` saved searches (a word and a highest price each) over a drop of
//    `--pieces` pieces whose prices step 40 s after it is laid out; reported: the seconds from
//    the step to the last SAVED_SEARCH_MATCHED e-mail delivered.
// The shop's read p99 (a drop's products, 10 connections) is measured quiet and during the alarm
// burst, beside the bare Fastify rate and the load average. Accounts, drops and pieces are laid
// out in SQL (set-up, not measured): registering 10,000 shoppers over HTTP takes minutes.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import webPush from 'web-push';
import { LEVEL_MS } from '@shop/shared/price-schedule';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { freePort, startServerProcess } from '../../apps/api/src/test/server-process.ts';
import { startFakePushService } from '../fakes/push-service.ts';
import { startFakeSmsapi } from '../fakes/smsapi.ts';
import { insertDrops, insertProducts } from './catalogue-data.ts';
import { bareBaseline, runLoad } from './load.ts';
import { BENCH_DATABASE_URL, formatTable, loadAverage } from './report.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    sms: { type: 'string', default: '1000' },
    pieces: { type: 'string', default: '2000' },
    searches: { type: 'string', default: '10000' },
    'baseline-seconds': { type: 'string', default: '5' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const SMS = Math.min(Number(values.sms), SUBSCRIBERS);
const PIECES = Number(values.pieces);
const SEARCHES = Math.min(Number(values.searches), SUBSCRIBERS);
const LOBBY_OPENS_MS = 60_000;
const root = path.resolve(import.meta.dirname, '../..');
const log = (text: string) => console.info(`[alarms] ${text}`);

/** Inserts rows from column arrays in one statement per 5,000 rows. */
async function insertRows(
  client: pg.Client,
  table: string,
  columns: Record<string, [unknown[], string]>,
) {
  const names = Object.keys(columns);
  const rows = Object.values(columns)[0]![0].length;
  for (let start = 0; start < rows; start += 5000) {
    await client.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${Object.values(columns)
        .map(([, type], i) => `$${i + 1}::${type}[]`)
        .join(', ')})`,
      Object.values(columns).map(([list]) => list.slice(start, start + 5000)),
    );
  }
}

/**
 * An SMTP server that takes every message and keeps only when it arrived: the tests' server
 * parses each one (mailparser), which at 10,000 messages would time itself more than the shop.
 */
async function countingSmtpServer() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrivals.push(Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Seconds from `from` until the `share` of `expected` arrival times had come (null: never). */
function secondsUntil(arrivals: number[], expected: number, share: number, from: number) {
  const sorted = [...arrivals].sort((a, b) => a - b);
  const needed = Math.ceil(expected * share);
  if (sorted.length < needed) return null;
  return Number(((sorted[needed - 1]! - from) / 1000).toFixed(2));
}

const loadAtStart = loadAverage();
const baselineSeconds = Number(values['baseline-seconds']);
const bareBefore = baselineSeconds > 0 ? await bareBaseline(baselineSeconds) : null;
const vapid = webPush.generateVAPIDKeys();
const pushService = await startFakePushService();
const smsapi = await startFakeSmsapi({ token: 'bench-smsapi' });
const smtp = await countingSmtpServer();
const smtpArrivals = smtp.arrivals;
const database = await createPostgresDatabase(BENCH_DATABASE_URL, 'bench');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.tmp', `bench-${randomBytes(4).toString('hex')}`);
const client = new pg.Client({ connectionString: database.url });
let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
try {
  server = await startServerProcess({
    port,
    startTimeoutMs: 60_000,
    env: {
      PUBLIC_URL: base,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST_DIR: '/nonexistent',
      SMTP_URL: smtp.url,
      LOBBY_OPENS_MINUTES: String(LOBBY_OPENS_MS / 60_000),
      WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_ENDPOINT_HOSTS: pushService.url,
      SMSAPI_TOKEN: 'bench-smsapi',
      SMSAPI_BASE_URL: smsapi.url,
    },
  });
  await client.connect();

  // ---------------------------------------------------------------- 1. the alarms
  const lobbyOpensAt = Date.now() + 90_000;
  // The lobby drop, and an open drop whose products the reads ask for meanwhile.
  const [lobbyDrop, readDrop] = await insertDrops(
    client,
    [new Date(lobbyOpensAt + LOBBY_OPENS_MS), new Date(Date.now() - 3_600_000)],
    1,
    'Alarmy',
  );
  await insertProducts(client, [readDrop!], 200, 1, 5);
  await client.query('UPDATE drops SET lobby = true WHERE id = $1', [lobbyDrop!.id]);
  await insertProducts(client, [lobbyDrop!], 40, 201, 7);
  const ids = Array.from({ length: SUBSCRIBERS }, (_, i) => i + 1);
  const email = (id: number) => `alarm-${id}@bench.test`;
  await insertRows(client, 'users', {
    id: [ids, 'integer'],
    email: [ids.map(email), 'text'],
    password_hash: [ids.map(() => 'not-a-password'), 'text'],
  });
  await client.query(`SELECT setval('users_id_seq', $1)`, [SUBSCRIBERS]);
  const now = new Date().toISOString();
  await insertRows(client, 'drop_reminders', {
    drop_id: [ids.map(() => lobbyDrop!.id), 'integer'],
    email: [ids.map(email), 'text'],
    user_id: [ids, 'integer'],
    confirmed_at: [ids.map(() => now), 'timestamptz'],
  });
  const subscriptions = ids.map(() => pushService.subscribe(vapid.publicKey));
  await insertRows(client, 'push_subscriptions', {
    user_id: [ids, 'integer'],
    endpoint: [subscriptions.map((s) => s.endpoint), 'text'],
    p256dh: [subscriptions.map((s) => s.keys.p256dh), 'text'],
    auth: [subscriptions.map((s) => s.keys.auth), 'text'],
    created_at: [ids.map(() => now), 'timestamptz'],
  });
  const smsIds = ids.slice(0, SMS);
  await insertRows(client, 'sms_phones', {
    user_id: [smsIds, 'integer'],
    phone: [smsIds.map((id) => `486${String(id).padStart(8, '0')}`), 'text'],
    confirmed_at: [smsIds.map(() => now), 'timestamptz'],
  });
  await insertRows(client, 'channel_consents', {
    user_id: [[...ids, ...smsIds], 'integer'],
    channel: [[...ids.map(() => 'push'), ...smsIds.map(() => 'sms')], 'text'],
    text: [[...ids, ...smsIds].map(() => 'bench'), 'text'],
    given_at: [[...ids, ...smsIds].map(() => now), 'timestamptz'],
  });
  log(
    `${SUBSCRIBERS} reminded accounts laid out; the lobby opens in ${Math.round((lobbyOpensAt - Date.now()) / 1000)} s`,
  );

  const readPath = () =>
    `/api/products/drop/${readDrop!.id}?page=${Math.floor(Math.random() * 4)}&count=40`;
  // The lobby's alarms (the opening's come a minute later and are not counted here).
  const smsArrivals = () =>
    smsapi.queued.filter((sms) => sms.message.includes('kolejka')).map((sms) => sms.receivedAt);
  const pushArrivals = () =>
    pushService
      .allMessages()
      .filter((push) => (push.payload as { title: string }).title.startsWith('Kolejka otwarta'))
      .map((push) => push.receivedAt);

  await sleep(Math.max(0, lobbyOpensAt - 25_000 - Date.now()));
  const quiet = await runLoad(base, readPath, 10, 10);
  await sleep(Math.max(0, lobbyOpensAt - Date.now()));
  const burst = await runLoad(base, readPath, 10, 10);
  const expectedPush = SUBSCRIBERS;
  const deadline = lobbyOpensAt + 180_000;
  while (
    Date.now() < deadline &&
    (pushArrivals().length < expectedPush ||
      smsArrivals().length < SMS ||
      smtpArrivals.length < SUBSCRIBERS)
  ) {
    await sleep(500);
  }
  const lobbyPushes = pushArrivals();
  const alarms = {
    push: {
      arrived: lobbyPushes.length,
      p99Seconds: secondsUntil(lobbyPushes, expectedPush, 0.99, lobbyOpensAt),
      allSeconds: secondsUntil(lobbyPushes, expectedPush, 1, lobbyOpensAt),
      refused: pushService.refused.length,
    },
    sms: {
      arrived: smsArrivals().length,
      p99Seconds: secondsUntil(smsArrivals(), SMS, 0.99, lobbyOpensAt),
      allSeconds: secondsUntil(smsArrivals(), SMS, 1, lobbyOpensAt),
    },
    email: {
      arrived: smtpArrivals.length,
      p99Seconds: secondsUntil(smtpArrivals, SUBSCRIBERS, 0.99, lobbyOpensAt),
      allSeconds: secondsUntil(smtpArrivals, SUBSCRIBERS, 1, lobbyOpensAt),
    },
  };
  log(`alarms: ${JSON.stringify(alarms)}`);

  // ---------------------------------------------------------------- 2. the watchers
  const mailsBefore = smtpArrivals.length;
  const stepAt = Date.now() + 40_000;
  const [stepDrop] = await insertDrops(client, [new Date(stepAt - LEVEL_MS)], 3, 'Obserwowane');
  await insertProducts(client, [stepDrop!], PIECES, 1000, 11);
  const searchers = ids.slice(0, SEARCHES);
  // Searches as shoppers save them: a word of the pieces' names (tools/bench/catalogue-data.ts
  // names them with these nouns) and a highest price.
  const words = ['Kurtka', 'Bluza', 'Smartfon', 'Laptop', 'Zegarek', 'Plecak', 'Lampa', 'Rower'];
  const word = (id: number) => words[id % words.length]!;
  await insertRows(client, 'saved_searches', {
    user_id: [searchers, 'integer'],
    name: [searchers.map((id) => `${word(id)} do ${100 + (id % 400)} zł`), 'text'],
    term: [searchers.map(word), 'text'],
    term_pattern: [searchers.map((id) => `%${word(id)}%`), 'text'],
    max_price: [searchers.map((id) => (100 + (id % 400)) * 100), 'integer'],
    created_at: [searchers.map(() => new Date().toISOString()), 'timestamptz'],
  });
  log(
    `${SEARCHES} saved searches over ${PIECES} pieces; the step in ${Math.round((stepAt - Date.now()) / 1000)} s`,
  );
  // The searches told are those the round queued an e-mail for (one each): wait until every one
  // queued has arrived, or four minutes after the step.
  const queuedMails = async () =>
    (
      await client.query<{ queued: number }>(
        `SELECT count(*)::int AS queued FROM outbox_emails WHERE kind = 'SAVED_SEARCH_MATCHED'`,
      )
    ).rows[0]!.queued;
  let told = 0;
  while (Date.now() < stepAt + 240_000) {
    told = await queuedMails();
    if (told > 0 && smtpArrivals.length - mailsBefore >= told) break;
    await sleep(500);
  }
  const watcherMails = smtpArrivals.slice(mailsBefore);
  const { rows: matchRows } = await client.query<{ matches: number }>(
    'SELECT count(*)::int AS matches FROM saved_search_matches',
  );
  const watchers = {
    searchesTold: told,
    matches: matchRows[0]!.matches,
    emailsArrived: watcherMails.length,
    p99Seconds: secondsUntil(watcherMails, told, 0.99, stepAt),
    allSeconds: secondsUntil(watcherMails, told, 1, stepAt),
  };
  log(`watchers: ${JSON.stringify(watchers)}`);

  const bareAfter = baselineSeconds > 0 ? await bareBaseline(baselineSeconds) : null;
  const result = {
    subscribers: SUBSCRIBERS,
    sms: SMS,
    alarms,
    reads: {
      quietP99Ms: quiet.p99,
      burstP99Ms: burst.p99,
      quietRps: Math.round(quiet.rps),
      burstRps: Math.round(burst.rps),
      failures: quiet.failures + burst.failures,
    },
    watchers,
    bareFastifyRps: { before: bareBefore?.rps, after: bareAfter?.rps },
    loadAverage: { start: loadAtStart, end: loadAverage() },
  };
  console.info(JSON.stringify(result));
  const cell = (value: number | null) => (value === null ? 'not all' : String(value));
  console.info(
    formatTable([
      ['alarms from the lobby’s opening', 'arrived', '99 % in s', 'all in s'],
      [
        'push',
        `${alarms.push.arrived}/${expectedPush}`,
        cell(alarms.push.p99Seconds),
        cell(alarms.push.allSeconds),
      ],
      [
        'SMS',
        `${alarms.sms.arrived}/${SMS}`,
        cell(alarms.sms.p99Seconds),
        cell(alarms.sms.allSeconds),
      ],
      [
        'e-mail',
        `${alarms.email.arrived}/${SUBSCRIBERS}`,
        cell(alarms.email.p99Seconds),
        cell(alarms.email.allSeconds),
      ],
      [
        'watchers from the price step',
        `${watchers.emailsArrived}/${told}`,
        cell(watchers.p99Seconds),
        cell(watchers.allSeconds),
      ],
    ]),
  );
  console.info(
    formatTable([
      ['reads p99 quiet ms', 'p99 burst ms', 'ratio', 'bare req/s', 'load'],
      [
        String(quiet.p99),
        String(burst.p99),
        (burst.p99 / Math.max(1, quiet.p99)).toFixed(2),
        `${Math.round(bareBefore?.rps ?? 0)} / ${Math.round(bareAfter?.rps ?? 0)}`,
        `${loadAtStart} → ${loadAverage()}`,
      ],
    ]),
  );
} finally {
  await client.end().catch(() => undefined);
  await server?.stop();
  await pushService.close();
  await smsapi.close();
  await smtp.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
