// Shared browser-test fixtures: every test fails on an unexpected console.error or page error.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
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
