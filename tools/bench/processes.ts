// Starts the servers under test as child processes (as in production) and stops them.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface Server {
  url: string;
  /** CPU time the server process has used so far, in milliseconds (Linux /proc; else null). */
  cpuMs(): Promise<number | null>;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc/{pid}/stat, in clock ticks of 10 ms. */
async function processCpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // Fields after the ")" that closes the command name: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

function start(args: string[], port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return waitUntilHealthy(url, child, () => log).then(
    () => ({ url, stop, cpuMs: () => processCpuMs(child.pid) }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

export function startBareServer(port: number): Promise<Server> {
  return start([path.join(root, 'tools/bench/bare-server.ts')], port, {});
}

/** The shop as `npm start` runs it, on PostgreSQL, without demo data or rate limits. */
export function startShop(port: number, databaseUrl: string): Promise<Server> {
  return start(['--import', 'tsx', 'apps/api/src/server.ts'], port, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: path.join(root, '.tmp/bench-data'),
  });
}
