import { test, expect } from './support/fixtures.ts';

test('the shop opens', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Outlet/);
});
