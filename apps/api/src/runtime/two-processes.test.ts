// Two server processes on one PostgreSQL database and one Redis, as several workers or machines
// run in production (docs/operations.md): the rate limit is shared, a write through one process
// ends the other's cached answers, and the other's live stream sees an order placed through the
// first. Needs TEST_DATABASE_URL and TEST_REDIS_URL; fails instead of skipping when
// REQUIRE_POSTGRES=1 (CI), as the other PostgreSQL tests do.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthResponse } from '@shop/shared/accounts';
import type { Drop, Product, ProductSaved } from '@shop/shared/catalogue';
import type { CreateOrderResponse } from '@shop/shared/orders';
import { createTokenService } from '../http/jwt.ts';
import { dropBody, productBody } from '../modules/drops/test-fixtures.ts';
import { orderBody, RETURN_URL, type Shopper } from '../test/order-fixtures.ts';
import { randomEmail, randomPhone, strongPassword } from '../test/accounts.ts';
import { openEventStream, type StreamEvent } from '../test/event-stream.ts';
import { createPostgresDatabase } from '../test/postgres-database.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.REQUIRE_POSTGRES === '1' && (!postgresUrl || !redisUrl)) {
  throw new Error(
    'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-process test would be skipped',
  );
}

const RATE_LIMIT = 12;
const JWT_SECRET = randomBytes(24).toString('hex');
const MINUTE = 60_000;

/** Every request but the rate-limit test's comes from an address of its own (trustProxy). */
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

async function call<T>(
  server: ServerProcess,
  method: string,
  url: string,
  { body, token, ip = randomIp() }: { body?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function expectStatus<T>(
  answer: Promise<{ status: number; body: T }>,
  status: number,
): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body;
}

describe.runIf(postgresUrl && redisUrl)('two server processes [postgres, redis]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const keyPrefix = `test-${randomBytes(4).toString('hex')}:`;
  let staffToken: string;

  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUrl!, 'procs');
    const start = (name: string) =>
      startServerProcess({
        dist: inject('serverBuild'),
        env: {
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl!,
          REDIS_KEY_PREFIX: keyPrefix,
          RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
          // The test client plays several shoppers' addresses through X-Forwarded-For.
          TRUST_PROXY: '127.0.0.1',
          JWT_SECRET,
          DATA_DIR: path.join(process.cwd(), '.tmp', `${database.name}-${name}`),
          // The origin of the fixtures' order returnUrl.
          PUBLIC_URL: new URL(RETURN_URL).origin,
          SEED_DEMO: 'false',
          WEB_DIST_DIR: '/nonexistent',
          PRODUCT_SAFETY_REQUIRED: 'false',
        },
        startTimeoutMs: 45_000,
      });
    [a, b] = await Promise.all([start('a'), start('b')]);
    // A staff account made in the database (it never logs in), with a token signed for it.
    const staff = { email: 'staff@sklep.test', scopes: ['CREATE_DROP', 'CREATE_PRODUCT'] as const };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, scopes) VALUES ($1, '-', $2) RETURNING id`,
      [staff.email, staff.scopes],
    );
    await client.end();
    staffToken = await createTokenService(JWT_SECRET, 3600).sign({
      id: rows[0]!.id,
      email: staff.email,
      scopes: [...staff.scopes],
      sessionVersion: 0,
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** A STATIC-priced product with `stock` pieces in a drop that started a minute ago (via A). */
  async function productThroughA(stock: number): Promise<number> {
    const drop = await expectStatus(
      call<Drop>(a!, 'POST', '/api/drops', {
        token: staffToken,
        body: dropBody({ dropTime: new Date(Date.now() - MINUTE).toISOString() }),
      }),
      201,
    );
    const saved = await expectStatus(
      call<ProductSaved>(a!, 'POST', '/api/products', {
        token: staffToken,
        body: productBody(drop.id, { priceType: 'STATIC', price: 5_000, msrp: null, stock }),
      }),
      201,
    );
    return saved.id;
  }

  it('share one rate limit through Redis: the limit holds across both, not per process', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 4; i += 1) {
      const server = i % 2 === 0 ? a! : b!;
      statuses.push((await call(server, 'GET', '/config.json', { ip })).status);
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429, 429, 429]);
    // Another address is not affected.
    expect((await call(b!, 'GET', '/config.json')).status).toBe(200);
  });

  it("a staff edit through A ends B's cached answer as soon as it is committed", async () => {
    const id = await productThroughA(2);
    const readOnB = async () => expectStatus(call<Product>(b!, 'GET', `/api/products/${id}`), 200);
    const before = await readOnB();

    // Renamed behind the shop's back (triggers off for this session: no change notification):
    // B still answers from its cache, so the reads below really test the cache.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('SET session_replication_role = replica');
      await client.query('UPDATE products SET name = $1 WHERE id = $2', ['Bez ogłoszenia', id]);
    } finally {
      await client.end();
    }
    expect((await readOnB()).name).toBe(before.name);

    const { version } = await expectStatus(
      call<Product>(a!, 'GET', `/api/products/${id}`, { token: staffToken }),
      200,
    );
    await expectStatus(
      call(a!, 'PUT', `/api/products/${id}`, {
        token: staffToken,
        body: productBody(before.drop.id, {
          version,
          name: 'Lampka po zmianie',
          priceType: 'STATIC',
          price: 5_000,
          msrp: null,
          stock: 3,
        }),
      }),
      200,
    );
    // B learns of the change on its own LISTEN connection, where PostgreSQL sends it at commit,
    // before A answers (A waits for its own marker, sent after the commit). B nearly always has
    // it by the next read; on a starved machine it may handle that read just before reading the
    // notification, so allow a moment (anonymous answers may be a second old anyway: max-age=1).
    await expect
      .poll(readOnB, { timeout: 1_000, interval: 10 })
      .toMatchObject({ name: 'Lampka po zmianie', stock: 3 });
  });

  it("B's live stream sends the stock change of an order placed through A", async () => {
    const id = await productThroughA(1);
    const shopper = await shopperThroughA();
    const stream = await openEventStream(`${b!.url}/api/live?products=${id}`);
    type Items = { items: { id: number; status: string; stock: number; reserved: number }[] };
    const stockOf = (status: string) => (event: StreamEvent) =>
      event.event === 'stock' &&
      (event.data as Items).items.some((item) => item.id === id && item.status === status);
    try {
      await stream.next(stockOf('AVAILABLE'));
      await expectStatus(
        call<CreateOrderResponse>(a!, 'POST', '/api/orders', {
          token: shopper.token,
          body: orderBody(shopper, [{ productId: id, quantity: 1 }]),
        }),
        201,
      );
      const reserved = await stream.next(stockOf('RESERVED'));
      expect((reserved.data as Items).items).toEqual([
        expect.objectContaining({ id, stock: 0, reserved: 1 }),
      ]);
    } finally {
      await stream.close();
    }
  });

  /** A shopper registered through A, with a delivery address. */
  async function shopperThroughA(): Promise<Shopper> {
    const password = strongPassword();
    const auth = await expectStatus(
      call<AuthResponse>(a!, 'POST', '/api/auth/register', {
        body: { email: randomEmail('shopper'), phone: randomPhone(), password },
      }),
      201,
    );
    const address = await expectStatus(
      call<{ id: number }>(a!, 'POST', '/api/users/me/addresses', {
        token: auth.token,
        body: {
          name: 'Jan Kowalski',
          street: 'Długa 1',
          city: 'Kraków',
          postalCode: '30-001',
          country: 'Polska',
        },
      }),
      201,
    );
    return { token: auth.token, user: auth.user, password, addressId: address.id };
  }
});
