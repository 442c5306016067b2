// Drop opening on PostgreSQL: N shoppers, registered beforehand, open one drop together at its
// dropTime against the real server (its own process, real HTTP), and the database is checked
// afterwards for oversell. A benchmark that reports numbers, not a timed test.
//
//   npm run bench:drop -- [--shoppers 1000] [--singles 50] [--fives 200] [--tries 3]
//       [--orders-per-shopper 1] [--page-size 40] [--connections 256] [--margin 10]
//       [--register-concurrency 8] [--warm-up-shoppers 10] [--baseline-seconds 5]
//       [--sockets pool|per-shopper]
//       [--port 3208] [--database-url postgres://postgres@127.0.0.1:5432/test] [--keep]
//       [--workers N] [--env KEY=VALUE ...] [--reminders 0] [--lobby [--lobby-spread 5]]
//
// Server settings: RATE_LIMIT_PER_MINUTE very high, DATABASE_POOL_SIZE 20, MAX_UNPAID_ORDERS at
// the server's default (2 unpaid orders per shopper), one server process. Server options pass
// through as environment variables: `--env KEY=VALUE` (repeatable) is added last to the
// server's environment and so overrides these, and `--workers N` sets WORKERS (what the
// server's own `--workers N` flag sets: N processes on the port), e.g.
//   npm run bench:drop -- --workers 2 --env DATABASE_POOL_SIZE=10 --env MAX_UNPAID_ORDERS=5
// The server CPU shown counts the server's process and all its children (the workers).
//
// Steps:
//  1. A bare Fastify route's req/s (autocannon, the baseline of bench/run.ts): what the machine
//     gives right now; measured again at the end, with the load average at both ends.
//  2. A throw-away database and the server on it; staff from ADMIN_EMAIL/ADMIN_PASSWORD.
//  3. Set-up, not measured: the shoppers register over HTTP (argon2 hashing: a few at a time,
//     with progress) and each adds an address. A few extra warm-up shoppers then buy on an
//     already open drop, so the opening does not meet a cold (unoptimised) server.
//  4. Staff create the drop with its dropTime `--margin` seconds ahead, and its products:
//     `--singles` single pieces (stock 1) and `--fives` products of 5 pieces, varied prices
//     (every fourth one DYNAMIC_LEVELS). With `--sockets pool` (the default) every shopper's
//     requests share the client's `--connections` keep-alive sockets, opened just before
//     dropTime; with `--sockets per-shopper` each shopper has keep-alive connections of its own,
//     the first opened by its first request, as a phone's through a proxy is (up to 6, as a
//     browser: a request finding none idle opens another).
//  5. At dropTime every shopper starts at once, logged in, as the web does it:
//       list    GET /api/products/drop/{id}?page&count (the drop page loads 40 at a time;
//               a shopper looks at one random page of it, so the whole drop is in play; an empty
//               page, i.e. not open yet, is asked again 200 ms later);
//       then up to `--tries` tries, each on a random product the list shows as AVAILABLE with
//       stock (the shopper lists another page when theirs has none left):
//       product GET /api/products/{id}; a product page that shows it sold out or reserved ends
//               the try (the web offers no add-to-cart button then);
//       cart    POST /api/cart/items?productId&quantity=1;
//       order   POST /api/orders with that line, INPOST_COURIER, the shopper's address.
//     A try ends on a 201, a 409 (sold out, reserved, too many unpaid orders: counted by code)
//     or a 404 (gone); a shopper stops after `--orders-per-shopper` orders.
//  6. Latency per step (p50, p90, p99, max; "wire": without the wait for a free client socket
//     and without setting up a new connection, which is shown apart as "connect"),
//     orders/s over the order step's busy window, wall time of the opening, and the CPU used
//     meanwhile by the client, the server, PostgreSQL and any other process, with the machine's
//     busy and stolen share (the client must not be the bottleneck: its CPU, event-loop delay
//     and wait for a free socket are shown), as JSON lines and a table.
//  7. The database: stock never below 0, initial stock = stock left + pieces in order lines
//     (no oversell), products.reserved = pieces in unpaid orders, orders = 201 answers; then,
//     with every other order paid on the payment simulator, the drop's results (GET
//     /api/admin/drops/{id}/stats: sold, revenue, per step) equal SQL over its orders.
// With `--lobby` the drop has a lobby (decision 031; tools/bench/lobby.ts): each shopper joins it
// at a random moment of the last `--lobby-spread` seconds before the start (LOBBY_CHALLENGE=off
// unless --env says otherwise), asks again as told until admitted, then shops with its admission;
// the report adds the lobby's answers, the times from the start to admission and to the order,
// the rank correlation between arrival and admission among those who came before the start, and
// the rate the lobby admitted at beside the one the next lobby would choose from this opening.
// With `--reminders N` the drop also has N confirmed „Przypomnij mi” reminders (written straight
// into drop_reminders right after the drop is created, as if shoppers had asked over the days
// before; the drop then opens at least 25 s ahead): the server's reminder job (every 10 s) queues
// their DROP_OPENED e-mails up to five minutes ahead, due at dropTime, so the opening itself
// writes none; the outbox job starts sending them at dropTime, as at a real opening. The report
// says when they were queued (before or after dropTime), how many are due at it and how many
// were sent by the end.
// Exits non-zero on any oversell or failed check, any 5xx, or any other unexpected answer
// (anything but 2xx, 409 and 404), whose first bodies are printed. The server's output (warn
// and above) is kept in .tmp/drop-opening-*.log and summarised at the end.
// Longer than 500 lines on purpose: `main` is the seven steps above, in order, sharing the run's
// server, clients and counts; the parts that stand alone live beside it (shop-api.ts, lobby.ts,
// drop-reminders.ts, and the CPU and log reports in processes.ts and report.ts).
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import http from 'node:http';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Product } from '@shop/shared/catalogue';
import type { LobbyAnswer } from '@shop/shared/lobby';
import { CATEGORIES } from '@shop/shared/enums';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { freePort, startServerProcess } from '../../apps/api/src/test/server-process.ts';
import { bareBaseline, type LoadResult } from './load.ts';
import {
  drawnOrder,
  listenToLobby,
  lobbyRates,
  lobbyReport,
  streamCounts,
  visitLobby,
  type LobbyVisit,
  type StreamGet,
} from './lobby.ts';
import { addReminders, queuedWhen, remindersQueued } from './drop-reminders.ts';
import { cpuReport, cpuSnapshot, cpuText, findChildPid } from './processes.ts';
import {
  BENCH_DATABASE_URL,
  formatTable,
  loadAverage,
  percentile,
  round,
  serverLogSummary,
} from './report.ts';
import {
  KeepAliveClient,
  benchServerEnv,
  checkDropResults,
  payEveryOtherOrder,
  checkStock,
  codeOf,
  createDrop,
  createProduct,
  inParallel,
  makeShopper,
  mustOf,
  productSpecs,
  type Shopper,
  type TimedAnswer,
} from './shop-api.ts';

const { values: options } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '1000' },
    singles: { type: 'string', default: '50' },
    fives: { type: 'string', default: '200' },
    tries: { type: 'string', default: '3' },
    'orders-per-shopper': { type: 'string', default: '1' },
    'page-size': { type: 'string', default: '40' },
    connections: { type: 'string', default: '256' },
    sockets: { type: 'string', default: 'pool' },
    margin: { type: 'string', default: '10' },
    'register-concurrency': { type: 'string', default: '8' },
    'warm-up-shoppers': { type: 'string', default: '10' },
    reminders: { type: 'string', default: '0' },
    'baseline-seconds': { type: 'string', default: '5' },
    port: { type: 'string' },
    'database-url': {
      type: 'string',
      default: BENCH_DATABASE_URL,
    },
    env: { type: 'string', multiple: true, default: [] },
    workers: { type: 'string' },
    keep: { type: 'boolean', default: false },
    lobby: { type: 'boolean', default: false },
    'lobby-spread': { type: 'string', default: '5' },
  },
});
const count = (name: keyof typeof options, min = 0) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name}: an integer >= ${min}`);
  return value;
};
const SHOPPERS = count('shoppers', 1);
const SINGLES = count('singles');
const FIVES = count('fives');
const TRIES = count('tries', 1);
const ORDERS_PER_SHOPPER = count('orders-per-shopper', 1);
const PAGE_SIZE = count('page-size', 1);
const CONNECTIONS = count('connections', 1);
if (!['pool', 'per-shopper'].includes(options.sockets)) {
  throw new Error(`--sockets is pool or per-shopper, not ${options.sockets}`);
}
/** Each shopper on a connection of its own (--sockets per-shopper), else the shared pool. */
const OWN_SOCKETS = options.sockets === 'per-shopper';
/** A browser's connections to one host over HTTP/1.1 (Chromium's and Firefox's limit). */
const BROWSER_SOCKETS = 6;
const MARGIN_S = Number(options.margin);
const REGISTER_CONCURRENCY = count('register-concurrency', 1);
const WARM_UP_SHOPPERS = count('warm-up-shoppers');
const REMINDERS = count('reminders');
const BASELINE_SECONDS = count('baseline-seconds');
const LOBBY = options.lobby;
const LOBBY_SPREAD_MS = Number(options['lobby-spread']) * 1000;
const SERVER_ENV: { [key: string]: string } = {
  ...(LOBBY ? { LOBBY_CHALLENGE: 'off' } : {}),
  ...(options.workers === undefined ? {} : { WORKERS: String(count('workers', 1)) }),
  ...Object.fromEntries(
    options.env.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--env ${pair}: expected KEY=VALUE`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  ),
};
const root = path.resolve(import.meta.dirname, '../..');
const EMPTY_LIST_RETRY_MS = 200;
const EMPTY_LIST_RETRIES = 25;
const SHOWN_ODD_ANSWERS = 5;
/** The least --margin with reminders: two of the reminder job's 10 s rounds, and some. */
const REMINDERS_MARGIN_S = 25;

const log = (text: string) => console.info(`[drop] ${text}`);

// ---------------------------------------------------------------- what the shoppers saw

type Step = 'lobby' | 'list' | 'product' | 'cart' | 'order';
const STEPS: Step[] = [...(LOBBY ? (['lobby'] as const) : []), 'list', 'product', 'cart', 'order'];
/** The answers of each step that are part of a drop opening; anything else is unexpected. */
const EXPECTED: Record<Step, number[]> = {
  lobby: [200],
  list: [200],
  product: [200, 404],
  cart: [200, 404, 409],
  order: [201, 404, 409],
};

interface Sample {
  step: Step;
  start: number;
  end: number;
  waitMs: number;
  connectMs: number;
  /** 0: no answer (connection error or timeout). */
  status: number;
  code?: string;
}

class Tally {
  samples: Sample[] = [];
  odd: string[] = [];
  oddCount = 0;
  serverErrors = 0;
  emptyLists = 0;
  productPageUnavailable = 0;
  nothingListed = 0;
  ordersCreated = 0;
  shoppersWithOrder = 0;

  /** Sends one request of a step, notes its answer; null when the answer is unexpected. */
  async send(
    clientOf: ClientOf,
    step: Step,
    method: string,
    url: string,
    shopper: Shopper,
    body?: unknown,
  ): Promise<TimedAnswer | null> {
    const start = performance.now();
    let answer: TimedAnswer;
    try {
      // Cart adds and orders of a lobby drop carry the admission (--lobby).
      const admitted = (step === 'cart' || step === 'order') && shopper.admission;
      const headers: Record<string, string> = admitted
        ? { 'x-admission-token': shopper.admission! }
        : {};
      answer = await clientOf(shopper).request(method, url, shopper.token, body, headers);
    } catch (error) {
      const end = performance.now();
      this.samples.push({ step, start, end, waitMs: 0, connectMs: 0, status: 0 });
      this.unexpected(`${step} ${method} ${url}: no answer: ${(error as Error).message}`);
      return null;
    }
    const code = answer.status >= 400 ? codeOf(answer) : undefined;
    this.samples.push({ ...answer, step, code });
    if (answer.status >= 500) this.serverErrors += 1;
    if (!EXPECTED[step].includes(answer.status)) {
      this.unexpected(`${step} ${method} ${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
      return null;
    }
    return answer;
  }

  private unexpected(text: string) {
    this.oddCount += 1;
    if (this.odd.length < SHOWN_ODD_ANSWERS) this.odd.push(text);
  }
}

// ---------------------------------------------------------------- one shopper

/** The connection(s) a shopper's requests go over. */
type ClientOf = (shopper: Shopper) => KeepAliveClient;

interface Opening {
  clientOf: ClientOf;
  dropId: number;
  pages: number;
  returnUrl: string;
}

const isListedAvailable = (product: Product) => product.status === 'AVAILABLE' && product.stock > 0;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** One random page of the drop's products; asked again while it is empty (not open yet). */
async function listPage(opening: Opening, shopper: Shopper, record: Tally) {
  const page = Math.floor(Math.random() * opening.pages);
  const url = `/api/products/drop/${opening.dropId}?page=${page}&count=${PAGE_SIZE}`;
  for (let attempt = 0; ; attempt += 1) {
    const answer = await record.send(opening.clientOf, 'list', 'GET', url, shopper);
    if (!answer) return null;
    const { items } = answer.body as { items: Product[] };
    if (items.length > 0 || attempt >= EMPTY_LIST_RETRIES) return items;
    record.emptyLists += 1;
    await sleep(EMPTY_LIST_RETRY_MS);
  }
}

/** What one shopper does at the opening; answers the orders placed. */
async function shop(opening: Opening, shopper: Shopper, record: Tally): Promise<number> {
  const client = opening.clientOf;
  let listed: Product[] | null = [];
  const tried = new Set<number>();
  let orders = 0;
  const candidates = () => listed!.filter((p) => isListedAvailable(p) && !tried.has(p.id));
  for (let attempt = 0; attempt < TRIES && orders < ORDERS_PER_SHOPPER; attempt += 1) {
    if (candidates().length === 0) {
      listed = await listPage(opening, shopper, record);
      if (!listed) return orders;
    }
    if (candidates().length === 0) {
      record.nothingListed += 1;
      continue;
    }
    const productId = pick(candidates()).id;
    tried.add(productId);

    const page = await record.send(client, 'product', 'GET', `/api/products/${productId}`, shopper);
    if (!page || page.status !== 200) continue;
    if (!isListedAvailable(page.body as Product)) {
      record.productPageUnavailable += 1;
      continue;
    }
    const cartUrl = `/api/cart/items?productId=${productId}&quantity=1`;
    const cart = await record.send(client, 'cart', 'POST', cartUrl, shopper);
    if (!cart || cart.status !== 200) continue;
    const order = await record.send(client, 'order', 'POST', '/api/orders', shopper, {
      shippingAddressId: shopper.addressId,
      items: [{ productId, quantity: 1 }],
      returnUrl: opening.returnUrl,
      shippingMethod: 'INPOST_COURIER',
    });
    if (order?.status === 201) orders += 1;
  }
  return orders;
}

// ---------------------------------------------------------------- report

function stepReport(
  record: Tally,
  step: Step,
  part?: { label: string; keep: (sample: Tally['samples'][number]) => boolean },
) {
  const samples = record.samples.filter((s) => s.step === step && (part?.keep(s) ?? true));
  const ms = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  // Without the wait for one of the client's sockets and a new connection's set-up: the answer.
  const wire = samples.map((s) => s.end - s.start - s.waitMs - s.connectMs).sort((a, b) => a - b);
  const connects = samples
    .filter((s) => s.connectMs > 0)
    .map((s) => s.connectMs)
    .sort((a, b) => a - b);
  const answers: { [answer: string]: number } = {};
  for (const s of samples) {
    const key = s.code ? `${s.status} ${s.code}` : String(s.status);
    answers[key] = (answers[key] ?? 0) + 1;
  }
  return {
    step: part?.label ?? step,
    requests: samples.length,
    p50: round(percentile(ms, 0.5)),
    p90: round(percentile(ms, 0.9)),
    p99: round(percentile(ms, 0.99)),
    max: round(ms.at(-1) ?? 0),
    wireP50: round(percentile(wire, 0.5)),
    wireP99: round(percentile(wire, 0.99)),
    newConnections: connects.length,
    connectP50: round(percentile(connects, 0.5)),
    connectP99: round(percentile(connects, 0.99)),
    answers,
  };
}

// ---------------------------------------------------------------- the run

async function main() {
  const began = performance.now();
  const loadAtStart = loadAverage();
  log(`${os.cpus().length} CPUs, load average ${loadAtStart}; bare Fastify baseline...`);
  const bareBefore = BASELINE_SECONDS > 0 ? await bareBaseline(BASELINE_SECONDS) : null;
  if (bareBefore) log(`bare Fastify: ${bareBefore.rps.toFixed(0)} req/s`);

  const database = await createPostgresDatabase(options['database-url'], 'bench_drop');
  const port = options.port ? Number(options.port) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, '.tmp', `bench-drop-${randomBytes(4).toString('hex')}`);
  const logFile = path.join(root, '.tmp', `drop-opening-${Date.now()}.log`);
  await mkdir(path.dirname(logFile), { recursive: true });
  const logFd = openSync(logFile, 'w');
  const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@sklep.test`;
  const adminPassword = `Benchmark-Admin-${randomBytes(6).toString('hex')}!`;
  const serverEnv = {
    ...benchServerEnv({ base, databaseUrl: database.url, dataDir, adminEmail, adminPassword }),
    ...SERVER_ENV,
  };
  const settings = {
    DATABASE_POOL_SIZE: serverEnv.DATABASE_POOL_SIZE,
    MAX_UNPAID_ORDERS:
      SERVER_ENV.MAX_UNPAID_ORDERS ?? process.env.MAX_UNPAID_ORDERS ?? 'default (2)',
    ...SERVER_ENV,
  };
  const client = new KeepAliveClient(base, CONNECTIONS);
  const own = new Map<Shopper, KeepAliveClient>();
  const shared: ClientOf = () => client;
  /** With --sockets per-shopper: made when the shopper first asks, so is its connection. */
  const ownClient: ClientOf = (shopper) => {
    let mine = own.get(shopper);
    if (!mine) own.set(shopper, (mine = new KeepAliveClient(base, BROWSER_SOCKETS)));
    return mine;
  };
  /**
   * Where a shopper's lobby stream goes: on its own client (its idle connection), or, sharing
   * the pool, on a connection of its own (a stream would hold a pool socket for good).
   */
  const streamOf = (shopper: Shopper): StreamGet =>
    OWN_SOCKETS
      ? ownClient(shopper).stream
      : (path, onResponse) => http.get(`${base}${path}`, { agent: false }, onResponse);
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let failed: boolean;
  try {
    server = await startServerProcess({
      port,
      startTimeoutMs: 60_000,
      env: serverEnv,
      stdio: ['ignore', logFd, logFd],
    });
    const serverPid = await findChildPid('apps/api/src/server.ts');
    log(`server ${base} (pid ${serverPid ?? '?'}), ${JSON.stringify(settings)}; log ${logFile}`);
    const must = mustOf(client.request);
    const { token: staff } = (await must('POST', '/api/auth/login', undefined, {
      email: adminEmail,
      password: adminPassword,
    })) as { token: string };

    // Set-up: shoppers (argon2 hashing on the server: a few at a time).
    let started = performance.now();
    const registered = await inParallel(
      SHOPPERS + WARM_UP_SHOPPERS,
      REGISTER_CONCURRENCY,
      () => makeShopper(must),
      (done, rate) => log(`shoppers registered: ${done} (${rate}/s)`),
    );
    const registerSeconds = (performance.now() - started) / 1000;
    const shoppers = registered.slice(0, SHOPPERS);
    const warmUpShoppers = registered.slice(SHOPPERS);

    // Warm-up: a few shoppers buy twice on an open drop (not measured, not checked).
    started = performance.now();
    if (warmUpShoppers.length > 0) {
      const warmDrop = await createDrop(must, staff, new Date(Date.now() - 3_600_000));
      for (const spec of productSpecs(0, 20)) {
        await createProduct(must, staff, warmDrop.id, { ...spec, stock: 50 });
      }
      const warm: Opening = {
        clientOf: shared,
        dropId: warmDrop.id,
        pages: 1,
        returnUrl: `${base}/orders`,
      };
      const warmRecord = new Tally();
      await Promise.all(warmUpShoppers.map((s) => shop(warm, s, warmRecord)));
      await Promise.all(warmUpShoppers.map((s) => shop(warm, s, warmRecord)));
      log(
        `warm-up: ${warmRecord.samples.length} requests, ${warmRecord.oddCount} unexpected${
          warmRecord.odd.length > 0 ? `: ${warmRecord.odd.join(' | ')}` : ''
        }`,
      );
    }
    const warmUpSeconds = (performance.now() - started) / 1000;

    // The drop, a little ahead, and its products.
    started = performance.now();
    const specs = productSpecs(SINGLES, FIVES);
    // With reminders, far enough ahead for the job's round (every 10 s) to come before it.
    const marginS = REMINDERS > 0 ? Math.max(MARGIN_S, REMINDERS_MARGIN_S) : MARGIN_S;
    const dropTime = new Date(Date.now() + marginS * 1000);
    if (LOBBY && MARGIN_S * 1000 < LOBBY_SPREAD_MS + 3_000) {
      throw new Error('--lobby: --margin must exceed --lobby-spread by 3 s at least');
    }
    const drop = await createDrop(must, staff, dropTime, CATEGORIES, LOBBY);
    if (REMINDERS > 0) {
      await addReminders(database.url, drop.id, REMINDERS);
      log(`${REMINDERS} confirmed reminders for drop ${drop.id}`);
    }
    const created = await inParallel(
      specs.length,
      4,
      async (i) => [await createProduct(must, staff, drop.id, specs[i]!), specs[i]!.stock] as const,
      (done, rate) => log(`products created: ${done} (${rate}/s)`),
    );
    const initial = new Map<number, number>(created);
    const productSeconds = (performance.now() - started) / 1000;
    const pieces = specs.reduce((sum, spec) => sum + spec.stock, 0);
    const leftMs = dropTime.getTime() - Date.now();
    log(
      `drop ${drop.id}: ${specs.length} products, ${pieces} pieces, created in ${productSeconds.toFixed(1)} s; opens in ${(leftMs / 1000).toFixed(1)} s`,
    );
    if (leftMs < 1_500) throw new Error('The drop opened during set-up: raise --margin');
    const setUpSeconds = (performance.now() - began) / 1000;

    // Sockets opened before the opening (or the lobby's joins), as browsers waiting on the page
    // have theirs.
    const aheadMs = LOBBY ? LOBBY_SPREAD_MS + 300 : 0;
    await sleep(Math.max(0, leftMs - aheadMs - 1_200));
    if (!OWN_SOCKETS) {
      await Promise.all(
        Array.from({ length: CONNECTIONS }, () => client.request('GET', '/api/health')),
      );
    }

    // The opening.
    const opening: Opening = {
      clientOf: OWN_SOCKETS ? ownClient : shared,
      dropId: drop.id,
      pages: Math.max(1, Math.ceil(specs.length / PAGE_SIZE)),
      returnUrl: `${base}/orders`,
    };
    const record = new Tally();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    // CPU snapshots just before and after (reading /proc takes a moment, not at dropTime).
    await sleep(Math.max(0, dropTime.getTime() - aheadMs - Date.now() - 150));
    const cpuBefore = await cpuSnapshot();
    await sleep(Math.max(0, dropTime.getTime() - aheadMs - Date.now()));
    // performance.now() at dropTime.
    const openAt = performance.now() + (dropTime.getTime() - Date.now());
    const lateMs = Date.now() + aheadMs - dropTime.getTime();
    const visits: LobbyVisit[] = [];
    /** One shopper: through the lobby first with --lobby. */
    const run = async (shopper: Shopper) => {
      if (LOBBY) {
        const joinAtMs = -300 - Math.random() * LOBBY_SPREAD_MS;
        const visit = await visitLobby(
          shopper,
          openAt,
          joinAtMs,
          async () => {
            const url = `/api/drops/${drop.id}/lobby`;
            const answer = await record.send(opening.clientOf, 'lobby', 'POST', url, shopper, {});
            return answer ? (answer.body as LobbyAnswer) : null;
          },
          (ticket, onAnswer) => listenToLobby(streamOf(shopper), drop.id, ticket, onAnswer),
        );
        visits.push(visit);
        if (visit.admittedAtMs === null) return 0;
      }
      return shop(opening, shopper, record);
    };
    loop.enable();
    const placed = await Promise.all(shoppers.map(run));
    loop.disable();
    const cpu = cpuReport(cpuBefore, await cpuSnapshot(), serverPid, database.name);

    record.ordersCreated = placed.reduce((sum, n) => sum + n, 0);
    record.shoppersWithOrder = placed.filter((n) => n > 0).length;
    const first = Math.min(...record.samples.map((s) => s.start));
    const last = Math.max(...record.samples.map((s) => s.end));
    const wallS = (last - first) / 1000;
    const orderSamples = record.samples.filter((s) => s.step === 'order');
    const orderWindowS =
      orderSamples.length === 0
        ? 0
        : (Math.max(...orderSamples.map((s) => s.end)) -
            Math.min(...orderSamples.map((s) => s.start))) /
          1000;
    const answered201 = orderSamples.filter((s) => s.status === 201);
    const conflicts: { [code: string]: number } = {};
    for (const s of record.samples) {
      if (s.status !== 409 && s.status !== 404) continue;
      const key = `${s.step} ${s.status} ${s.code ?? '?'}`;
      conflicts[key] = (conflicts[key] ?? 0) + 1;
    }
    const waits = record.samples.map((s) => s.waitMs).sort((a, b) => a - b);
    const steps = STEPS.flatMap((step) =>
      step === 'lobby'
        ? [
            stepReport(record, step),
            // Joins, then the asks from the start on (the burst), apart.
            stepReport(record, step, { label: ' before start', keep: (s) => s.start < openAt }),
            stepReport(record, step, { label: ' from start', keep: (s) => s.start >= openAt }),
          ]
        : [stepReport(record, step)],
    );
    const summary = {
      shoppers: SHOPPERS,
      products: specs.length,
      pieces,
      ordersCreated: record.ordersCreated,
      shoppersWithOrder: record.shoppersWithOrder,
      requests: record.samples.length,
      wallSeconds: round(wallS, 2),
      requestsPerSecond: round(record.samples.length / wallS),
      orderWindowSeconds: round(orderWindowS, 2),
      ordersPerSecond: round(orderWindowS > 0 ? record.ordersCreated / orderWindowS : 0),
      lastOrderAfterSeconds: round(
        answered201.length === 0 ? 0 : (Math.max(...answered201.map((s) => s.end)) - openAt) / 1000,
        2,
      ),
      conflicts,
      ...(LOBBY
        ? {
            lobby: {
              ...lobbyReport(
                visits,
                answered201.map((sample) => sample.end - openAt),
              ),
              ...(await drawnOrder(database.url, drop.id, dropTime)),
              rate: await lobbyRates(must, staff, drop.id, dropTime),
              streams: { ...streamCounts },
              requestsPerShopper: round(
                record.samples.filter((s) => s.step === 'lobby').length / SHOPPERS,
                2,
              ),
            },
          }
        : {}),
      serverErrors5xx: record.serverErrors,
      unexpected: record.oddCount,
      productPageUnavailable: record.productPageUnavailable,
      nothingListed: record.nothingListed,
      emptyListsRetried: record.emptyLists,
      firstRequestLateMs: round(lateMs),
      clientLoopDelayP99Ms: round(loop.percentile(99) / 1e6),
      clientLoopDelayMaxMs: round(loop.max / 1e6),
      clientSocketWaitP99Ms: round(percentile(waits, 0.99)),
      clientSocketWaitMaxMs: round(waits.at(-1) ?? 0),
      clientSockets: OWN_SOCKETS
        ? [...own.values()].reduce((sum, mine) => sum + mine.sockets(), 0)
        : client.sockets(),
      socketsMode: options.sockets,
      cpu,
      setUpSeconds: round(setUpSeconds),
      registerSeconds: round(registerSeconds),
      warmUpSeconds: round(warmUpSeconds),
      productSetUpSeconds: round(productSeconds),
      serverSettings: settings,
    };

    // The database.
    const reminders = REMINDERS > 0 ? await remindersQueued(database.url, drop.id, dropTime) : null;
    // Half the orders paid, so the drop's results count sales at their price steps too.
    const ordersPaid = await payEveryOtherOrder(database.url, drop.id, base);
    const check = await checkStock(database.url, initial);
    const resultProblems = await checkDropResults(database.url, must, staff, drop.id);
    const orderCountMatches = check.orders === record.ordersCreated;
    const verification = {
      ...check,
      ordersPaid,
      problems: [
        ...check.problems,
        ...resultProblems,
        ...(orderCountMatches
          ? []
          : [`${check.orders} orders in the database, ${record.ordersCreated} answered 201`]),
      ],
    };

    await server.stop();
    server = undefined;
    const serverLog = await serverLogSummary(logFile, SHOWN_ODD_ANSWERS);
    const bareAfter = BASELINE_SECONDS > 0 ? await bareBaseline(BASELINE_SECONDS) : null;
    const loadAtEnd = loadAverage();

    // JSON lines, then the table.
    for (const step of steps) console.info(JSON.stringify(step));
    console.info(JSON.stringify({ summary }));
    if (reminders) console.info(JSON.stringify({ reminders }));
    console.info(JSON.stringify({ verification }));
    console.info(JSON.stringify({ serverLog }));
    const bareLine = (r: (LoadResult & { loadAverage: string }) | null) =>
      r && {
        rps: Math.round(r.rps),
        p50: r.p50,
        p99: r.p99,
        requests: r.requests,
        failures: r.failures,
        loadAverage: r.loadAverage,
      };
    console.info(
      JSON.stringify({
        baseline: { before: bareLine(bareBefore), after: bareLine(bareAfter) },
        loadAverage: { start: loadAtStart, end: loadAtEnd },
      }),
    );

    const answersText = (answers: { [answer: string]: number }) =>
      Object.entries(answers)
        .map(([answer, n]) => `${answer}: ${n}`)
        .join(', ');
    console.info(
      `\nDrop opening: ${SHOPPERS} shoppers, ${specs.length} products (${SINGLES} x 1 + ${FIVES} x 5 = ${pieces} pieces), ` +
        `${TRIES} tries, ${ORDERS_PER_SHOPPER} order(s) per shopper, ` +
        `${OWN_SOCKETS ? 'a connection per shopper' : `${CONNECTIONS} client sockets`}\n`,
    );
    console.info(
      formatTable(
        [
          [
            'step',
            'requests',
            'p50 ms',
            'p90 ms',
            'p99 ms',
            'max ms',
            'wire p50',
            'wire p99',
            'connect p50',
            'connect p99',
            'answers',
          ],
          ...steps.map((s) => [
            s.step,
            String(s.requests),
            s.p50.toFixed(1),
            s.p90.toFixed(1),
            s.p99.toFixed(1),
            s.max.toFixed(1),
            s.wireP50.toFixed(1),
            s.wireP99.toFixed(1),
            s.newConnections > 0 ? s.connectP50.toFixed(1) : '-',
            s.newConnections > 0 ? `${s.connectP99.toFixed(1)} (${s.newConnections})` : '-',
            answersText(s.answers),
          ]),
        ],
        [0, 8],
      ),
    );
    const s = summary;
    console.info(
      [
        "(ms: from the shopper's call to the whole answer; wire: without the wait for a free client socket and a new connection's set-up; connect: the TCP set-up of new connections, how many in brackets)",
        '',
        `orders created        ${s.ordersCreated} (${s.shoppersWithOrder} shoppers with an order; ${pieces} pieces on offer)`,
        `orders/s              ${s.ordersPerSecond} over the order step's busy window of ${s.orderWindowSeconds} s (last order +${s.lastOrderAfterSeconds} s)`,
        ...(s.lobby
          ? [
              `lobby rate            ${s.lobby.rate.thisOpening.perSecond}/s (${s.lobby.rate.thisOpening.reason})`,
              `next lobby's rate     ${s.lobby.rate.nextLobby.perSecond}/s: ${s.lobby.rate.nextLobby.reason}`,
            ]
          : []),
        `opening wall time     ${s.wallSeconds} s from first request to last answer, ${s.requests} requests (${s.requestsPerSecond} req/s)`,
        `409/404 by code       ${answersText(conflicts) || 'none'}`,
        `5xx                   ${s.serverErrors5xx}; other unexpected answers ${s.unexpected - s.serverErrors5xx}`,
        `shoppers' outcomes    product page showed it gone ${s.productPageUnavailable}, page with nothing left ${s.nothingListed}, empty lists retried ${s.emptyListsRetried}`,
        `client                CPU ${cpuText(cpu.client)}, event-loop delay p99 ${s.clientLoopDelayP99Ms} ms, ` +
          `socket wait p99 ${s.clientSocketWaitP99Ms} ms (max ${s.clientSocketWaitMaxMs}), ${s.clientSockets} sockets, first request ${s.firstRequestLateMs} ms after dropTime`,
        `server                CPU ${cpuText(cpu.server)} in ${cpu.serverProcesses} process(es); its log: ${serverLog.lines} lines ${JSON.stringify(serverLog.levels)}`,
        `PostgreSQL            CPU ${cpuText(cpu.postgres)} (this database's backends and PostgreSQL's own processes)`,
        `other processes       CPU ${cpuText(cpu.others)}${cpu.topOthers.length > 0 ? `: ${cpu.topOthers.map((o) => `${o.command} ${o.ms} ms`).join(', ')}` : ''}`,
        `machine               ${cpu.machineBusyPercent ?? '?'} % of all ${os.cpus().length} cores busy, ${cpu.stealPercent ?? '?'} % stolen by the hypervisor, over ${cpu.windowSeconds} s around the opening`,
        `set-up                ${s.setUpSeconds} s: registration ${s.registerSeconds} s, warm-up ${s.warmUpSeconds} s, drop and products ${s.productSetUpSeconds} s`,
        `bare Fastify          ${bareBefore ? `${Math.round(bareBefore.rps)} req/s before` : 'not measured'}${bareAfter ? `, ${Math.round(bareAfter.rps)} req/s after` : ''} (20 connections, ${BASELINE_SECONDS} s)`,
        `load average          ${loadAtStart} at start, ${loadAtEnd} at end (${os.cpus().length} CPUs)`,
        ...(reminders
          ? [
              `reminders             ${REMINDERS} confirmed: ${reminders.emails} DROP_OPENED e-mails queued ${queuedWhen(reminders.afterSeconds)}, ${reminders.dueAtOpening} of them due at dropTime (the opening: first request to last answer ${s.wallSeconds} s); ${reminders.sent} sent by the end`,
            ]
          : []),
        `database              ${
          verification.problems.length === 0
            ? 'no oversell: stock >= 0, initial = left + ordered, reserved = unpaid pieces, orders = 201s; the drop results equal SQL over its orders'
            : `PROBLEMS: ${verification.problems.slice(0, 10).join('; ')}`
        } (left ${check.stockLeft}, ordered ${check.piecesOrdered}, reserved ${check.piecesReserved}, ${ordersPaid} orders paid afterwards, at most ${check.maxUnpaidPerShopper} unpaid orders per shopper)`,
      ].join('\n'),
    );
    for (const text of record.odd) console.error(`unexpected: ${text}`);
    for (const text of serverLog.first) console.error(`server log: ${text}`);
    failed = verification.problems.length > 0 || record.serverErrors > 0 || record.oddCount > 0;
  } finally {
    client.close();
    for (const mine of own.values()) mine.close();
    await server?.stop();
    closeSync(logFd);
    if (options.keep) log(`kept database ${database.url}`);
    else await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('\nDrop opening checks failed (see above).');
    process.exitCode = 1;
  }
}

await main();
