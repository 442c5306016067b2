// The shop's server as its own process (server.ts from source through tsx, or a build: the one
// `npm start` runs, or the API tests' own, test/server-build.ts), for tests that need a second
// replica or settings of their own, for the browser tests and the benches:
//   const server = await startServerProcess({ dist, env: { DATABASE_URL: url }, startTimeoutMs: 60_000 });
//   await fetch(`${server.url}/api/health`); await server.stop();
import { spawn, type StdioOptions } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A port nothing listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The process id (with --workers, the primary's). */
  pid: number;
  /** Stops the process (SIGTERM, SIGKILL after 10 s) and waits for it to end. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** A free one when not given. */
  port?: number;
  /** On top of this process's environment, after PORT, HOST, NODE_ENV=test and WORKERS=1. */
  env: Record<string, string>;
  /** How long start-up (migrations, demo seed) may take. */
  startTimeoutMs: number;
  /** The server's stdout and stderr: by default its errors only. */
  stdio?: StdioOptions;
  /** Command-line arguments of server.ts, e.g. ['--workers', '2']. */
  args?: string[];
  /**
   * 'compiled' runs apps/api/dist/server.js, as `npm start` does (the browser tests check that
   * build; `npm run build` makes it); by default the source through tsx.
   */
  entry?: 'source' | 'compiled';
  /** A build of the server to run (a directory with its server.js), instead of `entry`. */
  dist?: string;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dist = options.dist ?? (options.entry === 'compiled' ? 'apps/api/dist' : undefined);
  const child = spawn(
    process.execPath,
    [
      ...(dist
        ? ['--enable-source-maps', path.join(dist, 'server.js')]
        : ['--import', 'tsx', 'apps/api/src/server.ts']),
      ...(options.args ?? []),
    ],
    {
      cwd: root,
      stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        // One process unless `args` says otherwise (a WEB_CONCURRENCY around must not count).
        WORKERS: '1',
        ...options.env,
      },
    },
  );
  let exited = false;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    // A server that hangs on shutdown must not hang the test run.
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(kill);
  };
  const deadline = Date.now() + options.startTimeoutMs;
  for (;;) {
    if (exited) throw new Error('The server exited during start-up (see its output above)');
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy within ${options.startTimeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
