// The money summary of cart and checkout, rendered as markup.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TotalsList } from './totals-list.tsx';

const totals = {
  subtotal: 20_000,
  shipping: 1_000,
  discount: 2_000,
  total: 19_000,
  netTotal: 15_447,
};

/** The list as "label: value" lines. */
function rows(html: string): string[] {
  return [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(
    ([, label, value]) => `${label}: ${value}`,
  );
}

describe('TotalsList', () => {
  it('lists subtotal, shipping, discount, the amount to pay and its net part', () => {
    expect(rows(renderToStaticMarkup(<TotalsList totals={totals} />))).toEqual([
      'Wartość produktów: 200,00\u00a0zł',
      'Dostawa: 10,00\u00a0zł',
      'Rabat: −20,00\u00a0zł',
      'Do zapłaty: 190,00\u00a0zł',
      'W tym netto (bez 23% VAT): 154,47\u00a0zł',
    ]);
  });

  it("names the applied coupon's code beside the discount", () => {
    const html = renderToStaticMarkup(
      <TotalsList
        totals={totals}
        coupon={{ code: 'WIOSNA10', discountType: 'PERCENTAGE_OFF_ORDER' }}
      />,
    );
    expect(rows(html)[2]).toBe('Rabat (WIOSNA10): −20,00\u00a0zł');
  });

  it('says "Darmowa dostawa" for a free-shipping coupon, and has no discount line without one', () => {
    const free = { ...totals, shipping: 0, discount: 0, total: 20_000, netTotal: 16_260 };
    const html = renderToStaticMarkup(
      <TotalsList totals={free} coupon={{ code: 'DOSTAWA', discountType: 'FREE_SHIPPING' }} />,
    );
    expect(rows(html).slice(1, 3)).toEqual([
      'Dostawa: 0,00\u00a0zł',
      'Rabat (DOSTAWA): Darmowa dostawa',
    ]);
    expect(rows(renderToStaticMarkup(<TotalsList totals={free} />))).toEqual([
      'Wartość produktów: 200,00\u00a0zł',
      'Dostawa: 0,00\u00a0zł',
      'Do zapłaty: 200,00\u00a0zł',
      'W tym netto (bez 23% VAT): 162,60\u00a0zł',
    ]);
  });
});
