import { describe, expect, it } from 'vitest';
import { pluralForm, productCountText, stockText, stockVerb } from './stock-words.ts';

describe('pluralForm', () => {
  it.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [13, 'many'],
    [14, 'many'],
    [21, 'many'],
    [22, 'few'],
    [24, 'few'],
    [25, 'many'],
    [101, 'many'],
    [102, 'few'],
    [112, 'many'],
    [1004, 'few'],
  ] as const)('%i -> %s', (count, form) => {
    expect(pluralForm(count)).toBe(form);
  });
});

describe('stock wording', () => {
  it.each([
    [1, 'Pozostał'],
    [2, 'Pozostały'],
    [4, 'Pozostały'],
    [5, 'Pozostało'],
    [12, 'Pozostało'],
    [14, 'Pozostało'],
    [23, 'Pozostały'],
    [0, 'Pozostało'],
  ])('%i -> %s', (stock, verb) => {
    expect(stockVerb(stock)).toBe(verb);
  });

  it('agrees the noun with the number', () => {
    expect(stockText(1)).toBe('Pozostał 1 egzemplarz');
    expect(stockText(3)).toBe('Pozostały 3 egzemplarze');
    expect(stockText(13)).toBe('Pozostało 13 egzemplarzy');
    expect(stockText(22)).toBe('Pozostały 22 egzemplarze');
  });

  it('counts products', () => {
    expect(productCountText(1)).toBe('1 produkt');
    expect(productCountText(4)).toBe('4 produkty');
    expect(productCountText(12)).toBe('12 produktów');
    expect(productCountText(0)).toBe('0 produktów');
  });
});
