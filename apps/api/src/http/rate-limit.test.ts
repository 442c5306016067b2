// The per-IP rate limit (app.ts), the client's IP taken from X-Forwarded-For only when it comes
// from a proxy named in TRUST_PROXY: counted in the process without REDIS_URL; with REDIS_URL
// counted in Redis (shared by processes: runtime/two-processes.test.ts), and when Redis cannot
// be reached the shop keeps answering, unlimited, instead of waiting for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/harness.ts';

type Context = Awaited<ReturnType<typeof createTestContext>>;

const get = (context: Context, ip: string, forwardedFor?: string) =>
  context.app.inject({
    method: 'GET',
    url: '/config.json',
    remoteAddress: ip,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('rate limit [pglite]', () => {
  let inProcess: Context;
  let behindProxy: Context;
  let redisDown: Context;

  beforeAll(async () => {
    inProcess = await createTestContext('pglite', { RATE_LIMIT_PER_MINUTE: '3' });
    behindProxy = await createTestContext('pglite', {
      RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: '10.0.0.0/8, 192.0.2.7',
    });
    // Nothing listens on port 9 (discard): every connection attempt is refused.
    redisDown = await createTestContext('pglite', {
      RATE_LIMIT_PER_MINUTE: '3',
      REDIS_URL: 'redis://127.0.0.1:9',
    });
  }, 60_000);
  afterAll(async () => {
    await inProcess?.close();
    await behindProxy?.close();
    await redisDown?.close();
  });

  it('answers 429 after RATE_LIMIT_PER_MINUTE requests from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await get(inProcess, '203.0.113.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await get(inProcess, '203.0.113.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from clients: a new address per request is still one client', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await get(inProcess, '203.0.113.9', `198.51.100.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await get(behindProxy, '10.1.2.3', `198.51.100.${i}`)).statusCode).toBe(200);
    }
    const direct = [];
    for (let i = 0; i < 4; i += 1) {
      direct.push((await get(behindProxy, '203.0.113.20', `198.51.100.${i}`)).statusCode);
    }
    expect(direct).toEqual([200, 200, 200, 429]);
  });

  it('lets requests through at once while Redis is unreachable', async () => {
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) {
      expect((await get(redisDown, '203.0.113.1')).statusCode).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
