import { describe, expect, it } from 'vitest';
import { amountText, formatDeduction, formatPrice, groszeFromText } from './money.ts';

// Intl writes non-breaking spaces; a plain space reads the same to a shopper.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money written the Polish way', () => {
  it.each([
    [202930, '2 029,30 zł'],
    [123456, '1 234,56 zł'],
    [1250, '12,50 zł'],
    [100, '1,00 zł'],
    [0, '0,00 zł'],
    [123456789, '1 234 567,89 zł'],
  ])('%i grosze -> %s', (grosze, text) => {
    expect(plain(formatPrice(grosze))).toBe(text);
  });

  it('never wraps a price: the spaces are non-breaking', () => {
    expect(formatPrice(202930)).toBe('2\u00a0029,30\u00a0zł');
  });

  it('writes a deduction with a minus sign', () => {
    expect(plain(formatDeduction(2653))).toBe('−26,53 zł');
  });

  it('fills a money field with a decimal comma and reads it back', () => {
    expect(amountText(1999)).toBe('19,99');
    expect(amountText(202930)).toBe('2029,30');
    expect(groszeFromText(amountText(202930))).toBe(202930);
  });
});

describe('typed amounts', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12', 1200],
    [' 1 234,5 ', 123450],
    ['1\u00a0234,56 zł', 123456],
    ['0,1', 10],
    ['19,999', 2000],
  ])('%j -> %i grosze', (text, grosze) => {
    expect(groszeFromText(text)).toBe(grosze);
  });

  it('leaves an empty field missing and anything else not a number', () => {
    expect(groszeFromText('')).toBeUndefined();
    expect(groszeFromText('  ')).toBeUndefined();
    expect(groszeFromText(undefined)).toBeUndefined();
    for (const text of ['12,50,1', 'abc', '1e3', '12 zł 50', ',']) {
      expect(groszeFromText(text)).toBeNaN();
    }
  });
});
