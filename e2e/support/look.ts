// Screenshots for a person to look at, not for the tests to compare: taken only when
// E2E_SCREENSHOTS names a directory, e.g.
//   E2E_SCREENSHOTS=/tmp/shots npx playwright test e2e/returns.spec.ts
// so that a change to a screen can be checked by eye at 1280 and 390 px without slowing CI.
import path from 'node:path';
import type { Page, PageScreenshotOptions } from '@playwright/test';

export async function look(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  // A dialog or toast still sliding in would be caught mid-way.
  await settleAnimations(page);
  await page.screenshot({ ...options, path: path.join(dir, `${name}.png`) });
}

/**
 * Waits until the page's finite animations have ended (a dialog fading in, a toast sliding in):
 * what is looked at or checked, e.g. colour contrast, is then what stays on screen.
 */
export function settleAnimations(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
