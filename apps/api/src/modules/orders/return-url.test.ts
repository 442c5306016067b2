import { describe, expect, it } from 'vitest';
import { resolveReturnUrl, withOrderId } from './return-url.ts';

const SHOP = 'https://sklep.example.pl';
const origins = [SHOP, 'http://localhost:5173'];

describe('return address after paying', () => {
  it('makes a path absolute from PUBLIC_URL, whatever address the shop was opened at', () => {
    expect(resolveReturnUrl('/orders?payment=return', SHOP, origins)).toBe(
      `${SHOP}/orders?payment=return`,
    );
  });

  it("takes a full URL on the shop's own origins", () => {
    expect(resolveReturnUrl(`${SHOP}/orders`, SHOP, origins)).toBe(`${SHOP}/orders`);
    expect(resolveReturnUrl('http://localhost:5173/orders', SHOP, origins)).toBe(
      'http://localhost:5173/orders',
    );
  });

  it.each([
    'https://evil.example/orders',
    '//evil.example/orders',
    '/\\evil.example/orders',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %j: it leads outside the shop', (requested) => {
    expect(resolveReturnUrl(requested, SHOP, origins)).toBeNull();
  });

  it("adds the order's id, keeping what the address already asks", () => {
    expect(withOrderId(`${SHOP}/orders?payment=return`, 42)).toBe(
      `${SHOP}/orders?payment=return&order=42`,
    );
    expect(withOrderId(`${SHOP}/orders?order=7`, 42)).toBe(`${SHOP}/orders?order=42`);
  });
});
