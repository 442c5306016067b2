// The shop's HTTP API as the benchmarks drive it: a keep-alive client that times every answer,
// the set-up steps they share (shoppers with an address, drops and products made by staff),
// and the check in the database that no piece was sold twice.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { CATEGORIES, CONDITIONS } from '@shop/shared/enums';

export interface Answer {
  status: number;
  /** The JSON body; null when empty, the text when it is not JSON. */
  body: unknown;
}

export type Call = (method: string, url: string, token?: string, body?: unknown) => Promise<Answer>;
/** Like Call, but throws unless the answer is 2xx, and answers the body. */
export type Must = (
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) => Promise<unknown>;

export function mustOf(call: Call): Must {
  return async (method, url, token, body) => {
    const res = await call(method, url, token, body);
    if (res.status >= 300) {
      throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body;
  };
}

/** The `code` of an error answer ({statusCode, code, message}), if it has one. */
export function codeOf(answer: Answer): string | undefined {
  const { body } = answer;
  return body !== null && typeof body === 'object' && 'code' in body
    ? String(body.code)
    : undefined;
}

export interface TimedAnswer extends Answer {
  /** performance.now() when the call was made and when the whole answer had arrived. */
  start: number;
  end: number;
  /** Time spent waiting for a free connection of the client's pool, in ms. */
  waitMs: number;
  /** Time spent opening a new TCP connection for this call, in ms (0 on a kept-alive one). */
  connectMs: number;
  /** The body as sent, for reports of odd answers. */
  text: string;
}

/**
 * node:http with a keep-alive pool of `connections` sockets: much less client CPU per request
 * than fetch, and the wait for a free socket is measured, so a saturated client shows.
 */
/** The answer's bytes as text, decompressed as the browser would. */
function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
}

export class KeepAliveClient {
  private readonly agent: http.Agent;
  private readonly url: URL;
  private readonly timeoutMs: number;

  constructor(base: string, connections: number, timeoutMs = 60_000) {
    this.url = new URL(base);
    this.timeoutMs = timeoutMs;
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: connections,
      maxFreeSockets: connections,
      scheduling: 'fifo',
    });
  }

  /** Rejects only when no answer came (connection error or timeout). */
  request = (
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    new Promise<TimedAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const start = performance.now();
      let socketAt = start;
      let connectedAt = start;
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          agent: this.agent,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            // As a phone's browser asks: the shop sends lists compressed.
            'accept-encoding': 'gzip, deflate, br',
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            // The answer is whole now; parsing it is the client's own work, not the shop's.
            const end = performance.now();
            const text = decoded(Buffer.concat(chunks), res.headers['content-encoding']);
            let parsed: unknown = text === '' ? null : text;
            try {
              if (text !== '') parsed = JSON.parse(text);
            } catch {
              // not JSON: the text itself
            }
            resolve({
              status: res.statusCode ?? 0,
              body: parsed,
              text,
              start,
              end,
              waitMs: socketAt - start,
              connectMs: Math.max(0, connectedAt - socketAt),
            });
          });
        },
      );
      req.on('socket', (socket) => {
        socketAt = performance.now();
        connectedAt = socketAt;
        // A new connection: its TCP handshake is timed apart from the answer.
        if (socket.connecting) socket.once('connect', () => (connectedAt = performance.now()));
      });
      req.setTimeout(this.timeoutMs, () =>
        req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)),
      );
      req.on('error', reject);
      req.end(payload);
    });

  /**
   * GET `path` as a stream that does not end (a live stream): on an idle connection of this
   * client when there is one, as a browser's EventSource takes one, else a new one.
   */
  stream = (path: string, onResponse: (response: http.IncomingMessage) => void) =>
    http.get({ host: this.url.hostname, port: this.url.port, path, agent: this.agent }, onResponse);

  /** Open sockets of the pool (busy and idle). */
  sockets(): number {
    const count = (group: NodeJS.ReadOnlyDict<unknown[]>) =>
      Object.values(group).reduce((sum, list) => sum + (list?.length ?? 0), 0);
    return count(this.agent.sockets) + count(this.agent.freeSockets);
  }

  close() {
    this.agent.destroy();
  }
}

export interface Shopper {
  token: string;
  addressId: number;
  /** The lobby's admission (bench:drop --lobby), sent with cart adds and orders. */
  admission?: string;
}

/** Registers a shopper (strong password, so the server hashes it with argon2) with an address. */
export async function makeShopper(must: Must): Promise<Shopper> {
  const email = `bench-${randomBytes(6).toString('hex')}@sklep.test`;
  const { token } = (await must('POST', '/api/auth/register', undefined, {
    email,
    phone: String(500_000_000 + Math.floor(Math.random() * 99_999_999)),
    password: `Zielony-Rower-${randomBytes(4).toString('hex')}!`,
  })) as { token: string };
  const address = (await must('POST', '/api/users/me/addresses', token, {
    name: 'Jan Kowalski',
    street: 'Długa 1',
    city: 'Kraków',
    postalCode: '30-001',
    country: 'Polska',
  })) as { id: number };
  return { token, addressId: address.id };
}

export async function createDrop(
  must: Must,
  staffToken: string,
  dropTime: Date,
  categories: readonly string[] = ['ELECTRONICS'],
  lobby = false,
): Promise<{ id: number; slug: string }> {
  return (await must('POST', '/api/drops', staffToken, {
    name: `Bench ${randomBytes(3).toString('hex')}`,
    shortDescription: 'Benchmark',
    description: 'Benchmark',
    categories,
    dropTime: dropTime.toISOString(),
    ...(lobby ? { lobby } : {}),
  })) as { id: number; slug: string };
}

export interface ProductSpec {
  name: string;
  /** Grosze: the static price, or the market price (msrp) of a DYNAMIC_LEVELS product. */
  price: number;
  stock: number;
  priceType?: 'STATIC' | 'DYNAMIC_LEVELS';
  category?: string;
  condition?: string;
}

/** Adds a product to a drop as staff; answers its id. The purchase price is a tenth. */
export async function createProduct(
  must: Must,
  staffToken: string,
  dropId: number,
  spec: ProductSpec,
): Promise<number> {
  const dynamic = spec.priceType === 'DYNAMIC_LEVELS';
  const saved = (await must('POST', '/api/products', staffToken, {
    dropId,
    name: spec.name,
    description: 'Benchmark',
    ...(dynamic ? { msrp: spec.price } : { price: spec.price }),
    purchasePrice: Math.round(spec.price / 10),
    priceType: spec.priceType ?? 'STATIC',
    stock: spec.stock,
    category: spec.category ?? 'ELECTRONICS',
    condition: spec.condition ?? 'NEW',
  })) as { id: number };
  return saved.id;
}

export interface StockCheck {
  /** Empty when every product adds up. */
  problems: string[];
  soldOut: boolean;
  stockLeft: number;
  /** Pieces in lines of orders that are not cancelled (unpaid or paid). */
  piecesOrdered: number;
  /** products.reserved summed, and the pieces in unpaid (PENDING) orders' lines. */
  piecesReserved: number;
  piecesUnpaid: number;
  /** Orders with a line of these products. */
  orders: number;
  /** Most unpaid orders any one shopper holds (all products). */
  maxUnpaidPerShopper: number;
}

/**
 * No oversell, checked in the database: for every product stock >= 0, initial stock = stock
 * left + pieces in order lines (not cancelled), and reserved = pieces in unpaid orders' lines.
 */
export async function checkStock(
  databaseUrl: string,
  initial: ReadonlyMap<number, number>,
): Promise<StockCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...initial.keys()];
    const { rows } = await client.query<{
      id: number;
      stock: number;
      reserved: number;
      ordered: number;
      unpaid: number;
    }>(
      `SELECT p.id, p.stock, p.reserved,
              coalesce(sum(i.quantity) FILTER (WHERE o.status <> 'CANCELLED'), 0)::int AS ordered,
              coalesce(sum(i.quantity) FILTER (WHERE o.status = 'PENDING'), 0)::int AS unpaid
         FROM products p
         LEFT JOIN order_items i ON i.product_id = p.id
         LEFT JOIN orders o ON o.id = i.order_id
        WHERE p.id = ANY($1) GROUP BY p.id`,
      [ids],
    );
    const problems: string[] = [];
    for (const row of rows) {
      const start = initial.get(row.id)!;
      if (row.stock < 0) problems.push(`product ${row.id}: stock ${row.stock} below 0`);
      if (row.stock + row.ordered !== start) {
        problems.push(
          `OVERSELL on product ${row.id}: initial ${start} != stock ${row.stock} + ordered ${row.ordered}`,
        );
      }
      if (row.reserved !== row.unpaid) {
        problems.push(
          `product ${row.id}: reserved ${row.reserved} != ${row.unpaid} pieces in unpaid orders`,
        );
      }
    }
    if (rows.length !== ids.length) problems.push(`${ids.length - rows.length} products missing`);
    const orders = await client.query<{ n: number }>(
      'SELECT count(DISTINCT order_id)::int AS n FROM order_items WHERE product_id = ANY($1)',
      [ids],
    );
    const unpaid = await client.query<{ n: number }>(
      `SELECT coalesce(max(n), 0)::int AS n FROM
         (SELECT count(*) AS n FROM orders WHERE status = 'PENDING' GROUP BY user_id) held`,
    );
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    return {
      problems,
      soldOut: rows.every((row) => row.stock === 0),
      stockLeft: sum((row) => row.stock),
      piecesOrdered: sum((row) => row.ordered),
      piecesReserved: sum((row) => row.reserved),
      piecesUnpaid: sum((row) => row.unpaid),
      orders: orders.rows[0]!.n,
      maxUnpaidPerShopper: unpaid.rows[0]!.n,
    };
  } finally {
    await client.end();
  }
}

/**
 * Runs `task` `total` times, at most `limit` at once; `progress` hears every few seconds how
 * many are done ("n/total") and the rate per second.
 */
export async function inParallel<T>(
  total: number,
  limit: number,
  task: (index: number) => Promise<T>,
  progress: (done: string, ratePerSecond: string) => void,
): Promise<T[]> {
  const results: T[] = [];
  const started = performance.now();
  let lastReport = started;
  let next = 0;
  async function worker() {
    while (next < total) {
      const index = next++;
      results.push(await task(index));
      const now = performance.now();
      if (now - lastReport > 5_000 || results.length === total) {
        lastReport = now;
        const rate = results.length / ((now - started) / 1000);
        progress(`${results.length}/${total}`, rate.toFixed(1));
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, total) }, worker));
  return results;
}

/** The drop's products: singles first, then fives; prices 19.90 zł to about 600 zł. */
export function productSpecs(singles: number, fives: number): ProductSpec[] {
  return Array.from({ length: singles + fives }, (_, i) => ({
    name: i < singles ? `Sztuka ${i + 1}` : `Piątka ${i - singles + 1}`,
    price: 1_990 + ((i * 7_919) % 120) * 500,
    stock: i < singles ? 1 : 5,
    priceType: i % 4 === 3 ? 'DYNAMIC_LEVELS' : 'STATIC',
    category: CATEGORIES[i % CATEGORIES.length],
    condition: CONDITIONS[i % CONDITIONS.length],
  }));
}

export interface BenchServer {
  base: string;
  databaseUrl: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
}

/** The shop's settings in a benchmark: no demo data, no rate limit in the way, staff account. */
export const benchServerEnv = (server: BenchServer): Record<string, string> => ({
  PUBLIC_URL: server.base,
  DATABASE_URL: server.databaseUrl,
  DATABASE_POOL_SIZE: '20',
  DATA_DIR: server.dataDir,
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Every benchmark shopper registers and orders from this one address.
  REGISTRATIONS_PER_HOUR: '1000000',
  ORDERS_PER_10_MINUTES: '1000000',
  WEB_DIST_DIR: '/nonexistent',
  // The benchmark's products are made with the specification's body alone.
  PRODUCT_SAFETY_REQUIRED: 'false',
  ADMIN_EMAIL: server.adminEmail,
  ADMIN_PASSWORD: server.adminPassword,
});

/**
 * The drop's results (GET /api/admin/drops/{id}/stats) against SQL over its orders: orders
 * placed and paid, pieces held and sold, revenue and sales per price step must be equal.
 */
/**
 * Pays every other unpaid order of the drop on the payment simulator's page (as its "Zapłać"
 * button does), so that the drop's results have sales to count; answers how many were paid.
 */
export async function payEveryOtherOrder(
  databaseUrl: string,
  dropId: number,
  base: string,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ url: string }>(
      `SELECT DISTINCT o.id, o.payment_url AS url FROM orders o
         JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id
        WHERE p.drop_id = $1 AND o.status = 'PENDING' ORDER BY o.id`,
      [dropId],
    );
    let paid = 0;
    for (const [index, { url }] of rows.entries()) {
      if (index % 2 === 1) continue;
      const answer = await fetch(`${base}${new URL(url).pathname}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      if (answer.status !== 303) throw new Error(`paying ${url}: ${answer.status}`);
      paid += 1;
    }
    return paid;
  } finally {
    await client.end();
  }
}

export async function checkDropResults(
  databaseUrl: string,
  must: Must,
  staffToken: string,
  dropId: number,
): Promise<string[]> {
  const stats = (await must('GET', `/api/admin/drops/${dropId}/stats`, staffToken)) as {
    pieces: { sold: number; reserved: number };
    revenue: number;
    orders: { placed: number; paid: number };
    steps: { level: number; pieces: number; revenue: number }[];
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lines = `FROM order_items i JOIN orders o ON o.id = i.order_id
      JOIN products p ON p.id = i.product_id JOIN drops d ON d.id = p.drop_id WHERE p.drop_id = $1`;
    const sold = `o.status IN ('PAID', 'SHIPPED', 'DELIVERED')`;
    const {
      rows: [totals],
    } = await client.query<Record<string, number>>(
      `SELECT count(DISTINCT o.id)::int AS placed,
              count(DISTINCT o.id) FILTER (WHERE ${sold})::int AS paid,
              coalesce(sum(i.quantity) FILTER (WHERE o.status = 'PENDING'), 0)::int AS held,
              coalesce(sum(i.quantity) FILTER (WHERE ${sold}), 0)::int AS sold,
              coalesce(sum(i.quantity * i.price) FILTER (WHERE ${sold}), 0)::int AS revenue ${lines}`,
      [dropId],
    );
    const { rows: steps } = await client.query<{ level: number; pieces: number; revenue: number }>(
      `SELECT CASE WHEN p.price_type = 'STATIC' THEN -1
                   ELSE least(6, floor(extract(epoch FROM o.created_at - d.drop_time) / 172800))::int END AS level,
              sum(i.quantity)::int AS pieces, sum(i.quantity * i.price)::int AS revenue
         ${lines} AND ${sold} GROUP BY 1 ORDER BY 1`,
      [dropId],
    );
    const problems: string[] = [];
    const compare = (label: string, shown: unknown, counted: unknown) => {
      if (JSON.stringify(shown) !== JSON.stringify(counted)) {
        problems.push(
          `drop results: ${label} ${JSON.stringify(shown)} != ${JSON.stringify(counted)} in the orders`,
        );
      }
    };
    compare('orders placed', stats.orders.placed, totals!.placed);
    compare('orders paid', stats.orders.paid, totals!.paid);
    compare('pieces held', stats.pieces.reserved, totals!.held);
    compare('pieces sold', stats.pieces.sold, totals!.sold);
    compare('revenue', stats.revenue, totals!.revenue);
    compare(
      'per step',
      stats.steps.map(({ level, pieces, revenue }) => ({ level, pieces, revenue })),
      steps,
    );
    return problems;
  } finally {
    await client.end();
  }
}
