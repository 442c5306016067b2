// Screenshots for a person to look at, not for the tests to compare: taken only when
// E2E_SCREENSHOTS names a directory, e.g.
//   E2E_SCREENSHOTS=/tmp/shots npx playwright test e2e/returns.spec.ts
// so that a change to a screen can be checked by eye at 1280 and 390 px without slowing CI.
import path from 'node:path';
import type { Page, PageScreenshotOptions } from '@playwright/test';

/** With `bothWidths`, the page is also laid out at 390 and 1280 px: `name-390.png`, `name-1280.png`. */
export async function look(
  page: Page,
  name: string,
  {
    bothWidths = false,
    ...options
  }: Omit<PageScreenshotOptions, 'path'> & { bothWidths?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const shoot = async (file: string) => {
    // A dialog or toast still sliding in would be caught mid-way.
    await settleAnimations(page);
    await page.screenshot({ ...options, path: path.join(dir, `${file}.png`) });
  };
  if (!bothWidths) return shoot(name);
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shoot(`${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
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
