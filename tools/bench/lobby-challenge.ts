// What the lobby's proof of work costs (decision 031, LOBBY_CHALLENGE_COST): the shop's own
// challenges, solved by altcha-lib as the web app solves them (WebCrypto, in Chromium) on this
// machine as it is and slowed four times (Lighthouse's mobile preset: a mid-range phone), and by
// a script (altcha-lib on Node's native SHA-256), which is what one more place in a line costs a
// bot. A benchmark that reports numbers, not a timed test.
//
//   npm run bench:lobby-challenge -- [--cost 100000] [--runs 5]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { loadConfig } from '../../apps/api/src/config.ts';
import { lobbyChallenges } from '../../apps/api/src/modules/lobby/challenge.ts';
import { formatTable, loadAverage } from './report.ts';

const { values } = parseArgs({
  options: {
    cost: { type: 'string', default: '' },
    runs: { type: 'string', default: '5' },
  },
});
const RUNS = Number(values.runs);
const root = path.resolve(import.meta.dirname, '../..');
const COST = Number(values.cost || loadConfig({ NODE_ENV: 'test' }).lobby.challengeCost);

const challenges = lobbyChallenges('bench-secret-bench-secret-bench-secret', COST);
const fresh = (i: number) => challenges.issue(1, i, new Date()) as Promise<Challenge>;
const median = (list: number[]) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function script(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const challenge = await fresh(i);
    const started = performance.now();
    if (!(await solveChallenge({ challenge, deriveKey }))) throw new Error('not solved');
    times.push(performance.now() - started);
  }
  return times;
}

/** altcha-lib's web solver, bundled for the page as the web app bundles it. */
async function webSolver(): Promise<string> {
  const bundled = await build({
    stdin: {
      contents: `import { solveChallenge } from 'altcha-lib';
        import { deriveKey } from 'altcha-lib/algorithms/web/sha';
        window.solve = async (challenge) => {
          const started = performance.now();
          const solution = await solveChallenge({ challenge, deriveKey });
          if (!solution) throw new Error('not solved');
          return performance.now() - started;
        };`,
      resolveDir: path.join(root, 'apps/web'),
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
  });
  return bundled.outputFiles[0]!.text;
}

async function browser(slowdown: number, code: string): Promise<number[]> {
  const chrome = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await chrome.newPage();
    // WebCrypto needs a secure context: an https page, answered here without any network.
    await page.route('https://lobby.bench/', (route) =>
      route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' }),
    );
    await page.goto('https://lobby.bench/');
    await page.addScriptTag({ content: code });
    if (slowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const challenge = await fresh(100 + i);
      times.push(
        await page.evaluate(
          (c) => (globalThis as unknown as { solve: (c: unknown) => Promise<number> }).solve(c),
          challenge,
        ),
      );
    }
    return times;
  } finally {
    await chrome.close();
  }
}

const code = await webSolver();
const rows = [
  ['solver', 'median ms', 'min ms', 'max ms'],
  ...(
    [
      ['Chromium (this machine)', await browser(1, code)],
      ['Chromium slowed 4x (a mid-range phone)', await browser(4, code)],
      ['script (Node, native SHA-256)', await script()],
    ] as const
  ).map(([label, times]) => [
    label,
    median(times).toFixed(0),
    Math.min(...times).toFixed(0),
    Math.max(...times).toFixed(0),
  ]),
];
console.info(
  `\nLobby challenge at LOBBY_CHALLENGE_COST=${COST} (hashes on average), ${RUNS} runs each; ${os.cpus().length} CPUs, load average ${loadAverage()}\n`,
);
console.info(formatTable(rows));
