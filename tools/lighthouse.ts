// Lighthouse (mobile preset: a mid-range phone on a throttled 4G connection) in the system
// Chromium, on the landing page, a product page and a collection page of a running shop:
//
//   npm run lighthouse -- [--url http://localhost:3000] [--chromium /usr/bin/chromium]
//
// Prints each page's scores (performance, accessibility, best practices, SEO) and the
// metrics behind performance. The product and collection are the first ones on sale, read
// from the shop's API; start the shop with demo data first (`npm start`). Goals: every score
// at least 90 (95 for the last three), largest contentful paint under 2.5 s, layout shift
// under 0.1.
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const base = options.url.replace(/\/$/, '');

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const product = (
  await json<{ items: { id: number }[] }>('/api/products/search?status=AVAILABLE&count=1')
).items[0];
const drop = (await json<{ items: { slug: string }[] }>('/api/drops?upcoming=false&count=1'))
  .items[0];
if (!product || !drop) throw new Error('No product or collection on sale: seed the demo data');

const pages = [
  ['landing', '/'],
  ['product', `/product/${product.id}`],
  ['collection', `/collections/${drop.slug}`],
] as const;

const chrome = await chromeLauncher.launch({
  chromePath: options.chromium,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: string[][] = [];
try {
  for (const [name, path] of pages) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`${name}: no result`);
    // A run Lighthouse could not finish scores 0 everywhere: say why instead.
    if (result.lhr.runtimeError) {
      throw new Error(
        `${name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
    const seconds = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
    rows.push([
      name,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      seconds('first-contentful-paint'),
      seconds('largest-contentful-paint'),
      `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    ]);
  }
} finally {
  await chrome.kill();
}

const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.info(`Lighthouse mobile, ${base}, load average ${os.loadavg()[0]!.toFixed(2)}`);
console.info(line(header));
for (const row of rows) console.info(line(row));
