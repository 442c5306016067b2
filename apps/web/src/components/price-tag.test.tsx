// The price block of cards, the product page, wishlists and cart lines, rendered as markup.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './price-tag.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('PriceTag', () => {
  it('strikes the market price through when it is higher, with the lowest price of 30 days beside it', () => {
    const html = renderToStaticMarkup(
      <PriceTag product={{ price: 12_990, msrp: 24_990, omnibusPrice: 14_990 }} />,
    );
    expect(html).toContain('<s class="text-slate-500 text-sm">249,90\u00a0zł</s>');
    expect(text(html)).toBe(
      'Cena: 129,90\u00a0zł, cena rynkowa: 249,90\u00a0zł, najniższa cena z 30 dni: 149,90\u00a0zł',
    );
  });

  it('leaves out a market price that is missing or not higher', () => {
    for (const msrp of [null, 12_990, 9_990]) {
      const html = renderToStaticMarkup(
        <PriceTag product={{ price: 12_990, msrp, omnibusPrice: 12_990 }} />,
      );
      expect(html).not.toMatch(/<s[ >]/);
      expect(text(html)).toBe('Cena: 129,90\u00a0zł');
    }
  });

  it('writes the unit after the price on a cart line', () => {
    const html = renderToStaticMarkup(
      <PriceTag
        product={{ price: 1_000, msrp: 2_000, omnibusPrice: 1_000 }}
        size="sm"
        unit="szt."
      />,
    );
    expect(text(html)).toBe(
      'Cena: 10,00\u00a0zł / szt., cena rynkowa: 20,00\u00a0zł, najniższa cena z 30 dni: 10,00\u00a0zł',
    );
  });

  it('keeps the market price off where the page shows it on its own line', () => {
    const html = renderToStaticMarkup(
      <PriceTag
        product={{ price: 1_000, msrp: 2_000, omnibusPrice: 1_000 }}
        size="lg"
        struckMsrp={false}
      />,
    );
    expect(text(html)).toBe('Cena: 10,00\u00a0zł');
  });
});
