// Ways into a page that a browser test needs besides page.goto.
import type { Page } from '@playwright/test';

/**
 * Opens `path` as a shopper who comes to it from another page of the shop: the browser builds
 * the page from the API, so a test can hold or change the API's answers with page.route. (A
 * first visit to a public catalogue page gets it rendered by the server, with no API call from
 * the browser to hold.)
 */
export async function openWithinShop(page: Page, path: string) {
  await page.goto('/how-it-works'); // built in the browser, not on the server
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every address the page itself went to (not the calls it made): to check it stayed in the shop. */
export function visitedOrigins(page: Page) {
  const origins = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) origins.add(new URL(frame.url()).origin);
  });
  return origins;
}
