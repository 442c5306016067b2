// Several server processes (runtime/cluster.ts): how their number is set and refused, and a real
// primary with two workers on PostgreSQL that starts a killed worker again and stops them all.
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createPostgresDatabase } from '../test/postgres-database.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { serverEnv } from './start-up.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.REQUIRE_POSTGRES === '1' && !postgresUrl) {
  throw new Error(
    'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the cluster test would be skipped',
  );
}

describe('number of server processes', () => {
  // With a JWT_SECRET, loading the configuration writes no kept secret to ./data.
  const secret = { JWT_SECRET: 'a-test-secret-that-is-long-enough-1234' };
  const postgres = { ...secret, DATABASE_URL: 'postgres://shop@db/shop' };

  it('is one by default, else --workers, WORKERS or WEB_CONCURRENCY (in that order)', () => {
    expect(loadConfig(secret).workers).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3', WORKERS: '2' }).workers).toBe(2);
    const env = serverEnv(['--workers', '4'], { ...postgres, WORKERS: '2' });
    expect(loadConfig(env).workers).toBe(4);
    expect(serverEnv([], { WORKERS: '2' })).toEqual({ WORKERS: '2' });
  });

  it('refuses several processes on the embedded database, and bad arguments', () => {
    expect(() => loadConfig({ ...secret, WORKERS: '2' })).toThrow(/require DATABASE_URL/);
    expect(() => loadConfig({ ...postgres, WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => serverEnv(['--threads', '2'], {})).toThrow(/--threads/);
  });
});

/** The worker processes of the primary `pid` (Linux /proc): its children that run server.js. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(path.join('/proc', name, 'stat'), 'utf8');
        // "pid (comm) state ppid ...": comm may hold spaces, so read after its last ')'.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = readFileSync(path.join('/proc', name, 'cmdline'), 'utf8');
        return ppid === pid && command.includes('server.js') ? [Number(name)] : [];
      } catch {
        return [];
      }
    });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(postgresUrl)('--workers 2 [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ServerProcess | undefined;
  let dataDir: string;
  let logFile: string;
  const log = () => readFileSync(logFile, 'utf8');

  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUrl!, 'cluster');
    dataDir = path.join(process.cwd(), '.tmp', database.name);
    mkdirSync(dataDir, { recursive: true });
    logFile = path.join(dataDir, 'server.log');
    server = await startServerProcess({
      dist: inject('serverBuild'),
      args: ['--workers', '2'],
      // The primary logs when every worker listens; the test waits for that line.
      stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
      env: {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        WEB_DIST_DIR: '/nonexistent',
        // Silences the warning about rate limits per process.
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        LOG_LEVEL: 'info',
        METRICS_TOKEN: 'cluster-scrape-token-0123456789abcdef',
      },
      startTimeoutMs: 45_000,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('/metrics answers the sum of both workers, whichever one the scrape reaches', async () => {
    await expect.poll(log, { timeout: 30_000, interval: 200 }).toContain('procesy: 2');
    // A new connection each time: the primary hands connections to the workers in turn.
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${server!.url}/api/drops`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    }
    const drops = async () => {
      const res = await fetch(`${server!.url}/metrics`, {
        headers: {
          authorization: 'Bearer cluster-scrape-token-0123456789abcdef',
          connection: 'close',
        },
      });
      expect(res.status).toBe(200);
      const line = (await res.text())
        .split('\n')
        .find(
          (text) => text.startsWith('http_requests_total{') && text.includes('route="/api/drops"'),
        );
      return Number(line?.split(' ').at(-1));
    };
    expect([await drops(), await drops(), await drops()]).toEqual([10, 10, 10]);
  }, 60_000);

  it('serves from two workers, starts a killed one again, and stops them all', async () => {
    const primary = server!.pid;
    await expect.poll(log, { timeout: 30_000, interval: 200 }).toContain('procesy: 2');
    expect(childrenOf(primary)).toHaveLength(2);
    const [killed, kept] = childrenOf(primary) as [number, number];
    process.kill(killed, 'SIGKILL');
    await expect
      .poll(() => childrenOf(primary).filter((pid) => pid !== killed).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(2);
    expect(childrenOf(primary)).toContain(kept);
    expect(log()).toContain('server process ended unexpectedly; starting it again');
    const health = await fetch(`${server!.url}/api/health`);
    expect(health.status).toBe(200);

    const workers = childrenOf(primary);
    await server!.stop();
    expect(alive(primary)).toBe(false);
    await expect.poll(() => workers.filter(alive), { timeout: 5_000 }).toEqual([]);
  }, 60_000);
});
