// Shared browser-test fixtures: every test fails on an unexpected console.error, a page error or
// a Content-Security-Policy violation (reported as a console error).
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await use(errors);
      // Failed API calls a test provokes on purpose show up as network errors; allow those only.
      const unexpected = errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of (4\d\d)/.test(e),
      );
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
