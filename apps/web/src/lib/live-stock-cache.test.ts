import { describe, expect, it } from 'vitest';
import type { Drop, Product } from '@shop/shared/catalogue';
import type { LiveStock } from '@shop/shared/live';
import { cartTotals } from '@shop/shared/cart-totals';
import { RESERVED_REASON, type Cart } from '@shop/shared/cart';
import { patchCartStock, patchLiveStock, showsFollowed } from './live-stock-cache.ts';

const drop: Drop = {
  id: 7,
  name: 'Kolekcja',
  slug: 'kolekcja',
  shortDescription: 'Krótko',
  description: 'Opis',
  categories: ['ELECTRONICS'],
  dropTime: '2026-02-03T17:00:00.000Z',
  nextPriceDropTime: '2026-02-05T17:00:00.000Z',
  itemQuantity: 2,
  lobby: false,
};

function product(id: number, dropId = drop.id): Product {
  return {
    id,
    name: `Produkt ${id}`,
    description: 'Opis',
    images: [],
    price: 7_000,
    msrp: 10_000,
    omnibusPrice: 7_000,
    stock: 1,
    reserved: 0,
    reservedUntil: null,
    status: 'AVAILABLE',
    condition: 'NEW',
    category: 'ELECTRONICS',
    priceType: 'DYNAMIC_LEVELS',
    sourceUrl: null,
    drop: { ...drop, id: dropId },
  };
}

const reserved: LiveStock = {
  id: 1,
  dropId: drop.id,
  stock: 0,
  reserved: 1,
  reservedUntil: '2026-02-03T17:30:00.000Z',
  status: 'RESERVED',
};
const updates = new Map([[reserved.id, reserved]]);
const { dropId: _dropId, ...change } = reserved;

describe('patchLiveStock', () => {
  it('patches a single product', () => {
    expect(patchLiveStock(product(1), updates)).toEqual({ ...product(1), ...change });
  });

  it('patches the product in a page and keeps the other items as they were', () => {
    const other = product(2);
    const page = { items: [product(1), other], totalCount: 2 };
    const patched = patchLiveStock(page, updates);
    expect(patched).toEqual({ items: [{ ...product(1), ...change }, other], totalCount: 2 });
    expect(patched.items[1]).toBe(other);
  });

  it('patches the product in the pages of an infinite list, sharing untouched pages', () => {
    const first = { items: [product(2)], totalCount: 2 };
    const list = { pages: [first, { items: [product(1)], totalCount: 2 }], pageParams: [0, 1] };
    const patched = patchLiveStock(list, updates);
    expect(patched.pages[1]!.items[0]).toEqual({ ...product(1), ...change });
    expect(patched.pages[0]).toBe(first);
    expect(patched.pageParams).toEqual([0, 1]);
  });

  it.each([
    ['a product without an update', product(2)],
    ['a product that already shows the update', { ...product(1), ...change }],
    ['a page without the product', { items: [product(2)], totalCount: 1 }],
    ['a drop', drop],
    ['a page of drops', { items: [drop], totalCount: 1 }],
    ['a count', 3],
    ['nothing yet', undefined],
    ['a guest cart product that is gone', null],
  ])('answers the same object for %s', (_name, data) => {
    expect(patchLiveStock(data, updates)).toBe(data);
  });

  it('leaves the price alone (prices change on schedule events, not stock events)', () => {
    const cheaper = { ...product(1), price: 100 };
    expect(patchLiveStock(cheaper, updates).price).toBe(100);
  });
});

describe('showsFollowed', () => {
  const following = (productIds: number[], dropIds: number[]) => ({
    productIds: new Set(productIds),
    dropIds: new Set(dropIds),
  });

  it.each([
    ['a followed product', product(1), following([1], []), true],
    ['another product', product(2), following([1], []), false],
    ['a product of a followed drop', product(2), following([], [7]), true],
    ['a product of another drop', product(2, 8), following([], [7]), false],
    [
      'a page holding a followed product',
      { items: [product(3), product(1)] },
      following([1], []),
      true,
    ],
    [
      'an infinite list holding a product of a followed drop',
      { pages: [{ items: [product(4, 8)] }, { items: [product(5)] }], pageParams: [0, 1] },
      following([], [7]),
      true,
    ],
    ['a followed drop', drop, following([], [7]), true],
    [
      'a list of drops with a followed one',
      { items: [drop], totalCount: 1 },
      following([], [7]),
      true,
    ],
    ['another drop', drop, following([], [8]), false],
    ['a drop whose id is a followed product id', drop, following([7], []), false],
    ['nothing yet', undefined, following([1], [7]), false],
  ])('%s: %s', (_name, data, followed, expected) => {
    expect(showsFollowed(data, followed)).toBe(expected);
  });
});

describe('patchCartStock', () => {
  const cartOf = (items: Cart['items']): Cart => ({
    items,
    ...cartTotals(items.map((item) => ({ price: item.product.price, quantity: item.quantity }))),
    couponId: null,
  });
  const line = (id: number) => ({ id: id * 10, product: product(id), quantity: 1, issue: null });

  it('flags a line another shopper took and leaves it out of the total', () => {
    const cart = cartOf([line(1), line(2)]);
    expect(cart.total).toBe(7_000 * 2 + 1_000);
    const patched = patchCartStock(cart, updates);
    expect(patched.items[0]).toEqual({
      id: 10,
      product: { ...product(1), ...change },
      quantity: 1,
      issue: RESERVED_REASON,
    });
    expect(patched.items[1]).toBe(cart.items[1]);
    expect(patched).toMatchObject({ subtotal: 7_000, total: 7_000 + 1_000 });
  });

  it('answers the very same cart when none of its products changed', () => {
    const cart = cartOf([line(2)]);
    expect(patchCartStock(cart, updates)).toBe(cart);
  });
});
