// The per-IP rate limit (app.ts): counted in the process without REDIS_URL; with REDIS_URL
// counted in Redis (shared by processes: runtime/two-processes.test.ts), and when Redis cannot
// be reached the shop keeps answering, unlimited, instead of waiting for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/harness.ts';

type Context = Awaited<ReturnType<typeof createTestContext>>;

const get = (context: Context, ip: string) =>
  context.app.inject({ method: 'GET', url: '/config.json', headers: { 'x-forwarded-for': ip } });

describe('rate limit [pglite]', () => {
  let inProcess: Context;
  let redisDown: Context;

  beforeAll(async () => {
    inProcess = await createTestContext('pglite', { RATE_LIMIT_PER_MINUTE: '3' });
    // Nothing listens on port 9 (discard): every connection attempt is refused.
    redisDown = await createTestContext('pglite', {
      RATE_LIMIT_PER_MINUTE: '3',
      REDIS_URL: 'redis://127.0.0.1:9',
    });
  }, 60_000);
  afterAll(async () => {
    await inProcess?.close();
    await redisDown?.close();
  });

  it('answers 429 after RATE_LIMIT_PER_MINUTE requests from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await get(inProcess, '203.0.113.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await get(inProcess, '203.0.113.2')).statusCode).toBe(200);
  });

  it('lets requests through at once while Redis is unreachable', async () => {
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) {
      expect((await get(redisDown, '203.0.113.1')).statusCode).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
