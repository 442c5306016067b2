// Printing benchmark results: aligned tables, latency percentiles and the machine's load.
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
