import { describe, expect, it } from 'vitest';
import { productCountLabel, truncateText, wishlistFormSchema } from './wishlists.ts';

describe('productCountLabel', () => {
  it.each([
    [0, '0 produktów'],
    [1, '1 produkt'],
    [2, '2 produkty'],
    [4, '4 produkty'],
    [5, '5 produktów'],
    [11, '11 produktów'],
    [12, '12 produktów'],
    [14, '14 produktów'],
    [21, '21 produktów'],
    [22, '22 produkty'],
    [104, '104 produkty'],
    [112, '112 produktów'],
  ])('%i -> %s', (count, label) => expect(productCountLabel(count)).toBe(label));
});

describe('truncateText', () => {
  it.each([
    ['krótki', 30, 'krótki'],
    ['x'.repeat(30), 30, 'x'.repeat(30)],
    ['x'.repeat(31), 30, `${'x'.repeat(30)}...`],
    ['Słuchawki i głośnik bezprzewodowy', 10, 'Słuchawki...'],
  ])('%s / %i', (text, limit, expected) => expect(truncateText(text, limit)).toBe(expected));
});

describe('wishlistFormSchema', () => {
  it('trims the name and requires it', () => {
    expect(wishlistFormSchema.parse({ name: '  Prezenty ' })).toEqual({ name: 'Prezenty' });
    for (const name of ['', '   ', undefined]) {
      const result = wishlistFormSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Nazwa listy jest wymagana');
    }
  });
});
