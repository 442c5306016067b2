// Printing benchmark results: aligned tables, latency percentiles and the machine's load.
import { readFile } from 'node:fs/promises';
import os from 'node:os';

/** Rows as an aligned text table: the first row is the header; numbers right-aligned. */
export function formatTable(lines: string[][], leftAligned: readonly number[] = [0]): string {
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  const format = (l: string[]) =>
    l
      .map((cell, c) =>
        leftAligned.includes(c) ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!),
      )
      .join('  ');
  return [
    format(lines[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.slice(1).map(format),
  ].join('\n');
}

/** The 1, 5 and 15 minute load averages, e.g. "1.2 0.8 0.5". */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Nearest-rank percentile (0 < p <= 1) of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** The PostgreSQL server benchmarks create their throw-away databases on. */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** A number rounded to `digits` decimals, as a number (for JSON and tables). */
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The server's log (JSON lines of pino at warn and above, plus anything else on stderr). */
export async function serverLogSummary(file: string, shown = 5) {
  const text = await readFile(file, 'utf8').catch(() => '');
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const levels: { [level: string]: number } = {};
  const first: string[] = [];
  for (const line of lines) {
    let level = 'other';
    let message = line;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
      };
      level = { 40: 'warn', 50: 'error', 60: 'fatal' }[entry.level ?? 0] ?? String(entry.level);
      message = `${level}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`;
    } catch {
      // a plain line on stderr
    }
    levels[level] = (levels[level] ?? 0) + 1;
    if (first.length < shown) first.push(message.slice(0, 300));
  }
  return { lines: lines.length, levels, first };
}
