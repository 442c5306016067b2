import { describe, expect, it } from 'vitest';
import type { ProductStatus } from './enums.ts';
import {
  RESERVED_REASON,
  cartLineIssue,
  cartQuantitySchema,
  notEnoughStockMessage,
} from './cart.ts';

describe('cartLineIssue', () => {
  it.each<[ProductStatus, number, number, string | null]>([
    ['AVAILABLE', 3, 1, null],
    ['AVAILABLE', 3, 3, null],
    ['AVAILABLE', 2, 3, 'Dostępnych jest już tylko 2 szt., zmniejsz ilość'],
    ['UPCOMING', 3, 1, 'Produkt nie jest jeszcze dostępny w sprzedaży'],
    ['SOLD_OUT', 0, 1, 'Produkt został wyprzedany'],
    ['RESERVED', 0, 1, RESERVED_REASON],
    ['AVAILABLE', 0, 1, RESERVED_REASON],
    ['NOT_AVAILABLE', 4, 1, 'Produkt nie jest już dostępny'],
  ])('%s with stock %i and %i in the cart', (status, stock, quantity, issue) =>
    expect(cartLineIssue({ status, stock }, quantity)).toBe(issue),
  );
});

describe('notEnoughStockMessage', () => {
  it('mentions what the cart already holds', () => {
    expect(notEnoughStockMessage(3)).toBe('Dostępnych jest tylko 3 szt. tego produktu');
    expect(notEnoughStockMessage(3, 2)).toBe(
      'Masz już w koszyku 2 szt., a dostępnych jest tylko 3 szt.',
    );
  });
});

describe('cartQuantitySchema', () => {
  it('accepts whole numbers from 1 and refuses the rest', () => {
    expect(cartQuantitySchema.parse('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'x', '', '99999999999']) {
      expect(cartQuantitySchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
