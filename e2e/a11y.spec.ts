// Accessibility: axe finds no serious or critical violations on the landing, product, category
// and cart pages and the accessibility statement, on a desktop and on a 390 px phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { Catalogue } from './support/catalogue.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('landing, product, category and cart pages', async ({ page, request }) => {
      test.setTimeout(60_000);
      const catalogue = await Catalogue.asStaff(request);
      const drop = await catalogue.drop(-3_600_000);
      const product = await catalogue.product(drop.id, {
        sourceUrl: 'https://example.com/aukcja',
      });
      await catalogue.picture(product.id, '#10b981');
      await catalogue.picture(product.id, '#8b5cf6');

      await page.goto('/');
      await expect(page.getByRole('heading', { name: /Najnowsza kolekcja/ })).toBeVisible();
      await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
      await expect(page.getByRole('dialog', { name: 'Dodano do koszyka' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/category/elektronika');
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Koszyk', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { name: 'Dostępność', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
