// Starts the servers under test as child processes (as in production) and stops them; reads the
// CPU time of processes and of the whole machine (Linux /proc) while a benchmark runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { round } from './report.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The built web app (`npm run build`); its server renderer is built beside it. */
export const WEB_DIST = path.join(root, 'apps/web/dist');

export interface Server {
  url: string;
  /** CPU time the server process has used so far, in milliseconds (Linux /proc; else null). */
  cpuMs(): Promise<number | null>;
  stop(): Promise<void>;
}

/** Fields of /proc/{pid}/stat after the ")" that closes the command name (state first). */
async function statOf(pid: number): Promise<{ name: string; fields: string[] } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  const close = stat.lastIndexOf(')');
  return {
    name: stat.slice(stat.indexOf('(') + 1, close),
    fields: stat.slice(close + 2).split(' '),
  };
}

/** utime + stime of a process from /proc/{pid}/stat, in clock ticks of 10 ms. */
async function processCpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const stat = await statOf(pid);
  // state is field 3, ppid 4, utime 14, stime 15.
  return stat ? (Number(stat.fields[11]) + Number(stat.fields[12])) * 10 : null;
}

export interface ProcessCpu {
  pid: number;
  parent: number;
  /** The command name, e.g. "node" or "postgres". */
  name: string;
  /** Arguments joined by spaces (PostgreSQL backends show their database here). */
  commandLine: string;
  /** CPU time used so far (user + system), in ms. */
  cpuMs: number;
}

/** Every process with its parent, command and CPU time so far, by pid (Linux /proc; else empty). */
export async function processSnapshot(): Promise<Map<number, ProcessCpu>> {
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  const result = new Map<number, ProcessCpu>();
  for (const pid of pids.map(Number)) {
    const stat = await statOf(pid);
    if (!stat) continue;
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    result.set(pid, {
      pid,
      parent: Number(stat.fields[1]),
      name: stat.name,
      commandLine: commandLine.replaceAll('\0', ' ').trim(),
      cpuMs: (Number(stat.fields[11]) + Number(stat.fields[12])) * 10,
    });
  }
  return result;
}

/** A process and all its descendants in a snapshot (a server and any workers it runs). */
export function processTree(snapshot: Map<number, ProcessCpu>, pid: number): Set<number> {
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of snapshot.values()) {
      if (tree.has(p.parent) && !tree.has(p.pid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** CPU used between two snapshots by each process alive at the second, by pid (ms). */
export function cpuBetween(
  before: Map<number, ProcessCpu>,
  after: Map<number, ProcessCpu>,
): Map<number, number> {
  const used = new Map<number, number>();
  for (const p of after.values()) used.set(p.pid, p.cpuMs - (before.get(p.pid)?.cpuMs ?? 0));
  return used;
}

/**
 * The pid of a child of this process whose command line contains `needle`, for servers started
 * by helpers that do not hand out their process (Linux /proc; else undefined).
 */
export async function findChildPid(needle: string): Promise<number | undefined> {
  for (const p of (await processSnapshot()).values()) {
    if (p.parent === process.pid && p.commandLine.includes(needle)) return p.pid;
  }
  return undefined;
}

/** The whole machine's CPU time so far in ms (Linux /proc/stat; else null): busy, idle, and
 * steal (taken by the hypervisor for other machines, counted apart from busy). */
export async function machineCpuMs(): Promise<{
  busy: number;
  idle: number;
  steal: number;
} | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  const fields = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 8) return null;
  // user nice system idle iowait irq softirq steal ...
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    busy: (user + nice + system + irq + softirq) * 10,
    idle: (idle + iowait) * 10,
    steal: steal * 10,
  };
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
/** The shop's server; with `web`, it serves the built web app and renders its pages too. */
export function startShop(
  port: number,
  databaseUrl: string,
  { web = false }: { web?: boolean } = {},
): Promise<Server> {
  return start(['--import', 'tsx', 'apps/api/src/server.ts'], port, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    // LOG_LEVEL=info measures with every request logged, as in production.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // Every benchmark shopper registers and orders from this one address.
    REGISTRATIONS_PER_HOUR: '1000000',
    ORDERS_PER_10_MINUTES: '1000000',
    WEB_DIST_DIR: web ? WEB_DIST : '/nonexistent',
    DATA_DIR: path.join(root, '.tmp/bench-data'),
  });
}

/** The CPU counters before or after a measured window. */
export async function cpuSnapshot() {
  return {
    at: performance.now(),
    client: process.cpuUsage(),
    processes: await processSnapshot(),
    machine: await machineCpuMs(),
  };
}

/** CPU used by the client, the server (with any workers), PostgreSQL and everything else. */
export function cpuReport(
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
  after: Awaited<ReturnType<typeof cpuSnapshot>>,
  serverPid: number | undefined,
  databaseName: string,
) {
  const windowS = (after.at - before.at) / 1000;
  const share = (ms: number) => ({
    ms: Math.round(ms),
    percentOfOneCore: Math.round((ms / 1000 / windowS) * 100),
  });
  const clientUsage = process.cpuUsage(before.client);
  const server =
    serverPid === undefined ? new Set<number>() : processTree(after.processes, serverPid);
  const used = cpuBetween(before.processes, after.processes);
  // PostgreSQL's own processes and this database's backends; other databases' count as others.
  const postgres = (p: ProcessCpu) =>
    p.name === 'postgres' &&
    (p.commandLine.includes(databaseName) || !/\(\d+\)|\[local\]/.test(p.commandLine));
  let serverMs = 0;
  let postgresMs = 0;
  const others: { command: string; ms: number }[] = [];
  for (const [pid, ms] of used) {
    const p = after.processes.get(pid)!;
    if (pid === process.pid) continue;
    else if (server.has(pid)) serverMs += ms;
    else if (postgres(p)) postgresMs += ms;
    else if (ms > 0) others.push({ command: (p.commandLine || p.name).slice(0, 80), ms });
  }
  others.sort((a, b) => b.ms - a.ms);
  const { machine: m0 } = before;
  const { machine: m1 } = after;
  const total = m0 && m1 ? m1.busy + m1.idle + m1.steal - (m0.busy + m0.idle + m0.steal) : 0;
  return {
    windowSeconds: round(windowS, 2),
    serverProcesses: server.size,
    client: share((clientUsage.user + clientUsage.system) / 1000),
    server: share(serverMs),
    postgres: share(postgresMs),
    others: share(others.reduce((sum, o) => sum + o.ms, 0)),
    topOthers: others.slice(0, 3),
    machineBusyPercent:
      m0 && m1 && total > 0 ? Math.round(((m1.busy - m0.busy) / total) * 100) : null,
    stealPercent: m0 && m1 && total > 0 ? Math.round(((m1.steal - m0.steal) / total) * 100) : null,
  };
}

export const cpuText = (share: { ms: number; percentOfOneCore: number }) =>
  `${share.ms} ms (${share.percentOfOneCore} % of a core)`;
