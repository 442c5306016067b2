// Browser tests: the real server (started in e2e/global-setup.ts) in the system Chromium's
// headless shell (docs/decisions/042-suite-time.md).
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, the network stack) without
 * the browser's window layer, as Playwright runs headless tests by default. Measured on the
 * 2-core machine: the same 31 tests took 29 % less CPU than in the full `chromium` binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser (Debian's `chromium`), for what the headless shell does not do: Chromium's
 * installability check of the manifest and service worker (e2e/pwa.spec.ts) answers nothing there.
 */
export const CHROMIUM_BROWSER_PATH = process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three browsers on the 2-core CI machine: with two, it idled while pages waited for the server
  // or for a clock (measured: 548 s with two, 473 s with three, 95 % of both cores busy). A busy
  // machine only slows the pages down: tests wait for what the page shows.
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    // Without the shop's service worker, but in e2e/pwa.spec.ts, which tests it: in every other
    // test it installed itself in the fresh context and then passed each of the app's files
    // through its cache, 8 % of the browser tests' CPU (measured: 365 s against 336 s of CPU
    // for the same 42 tests).
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // For a failed test: each step, its console, network and source, with the screenshot and the
    // page's accessibility snapshot at the failure. Without DOM snapshots of every step and the
    // screencast: recorded for every test (and thrown away when it passes), they cost 12 % of the
    // browser tests' CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // As a shopper who asks for less motion: the app's animations take 1 ms (index.css), so a
    // click is never aimed at a dialog still sliding in. Under load, Playwright's "stable" check
    // (the same box in two frames) passed mid-animation once and the click missed the button.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
