// What the live stock stream does to cached catalogue answers, as pure functions (unit tested
// without a browser). An answer is one product, a page `{ items, totalCount }` or an infinite
// list `{ pages: [{ items }] }`; the functions look at its products and drops, whatever the
// query, so no list can be forgotten when a new one is added.
import { cartLineIssue, type Cart } from '@shop/shared/cart';
import { cartTotals } from '@shop/shared/cart-totals';
import type { LiveStock } from '@shop/shared/live';

type Entity = Record<string, unknown>;

/** What mounted pages follow: these products, and every product of these drops. */
export interface Followed {
  productIds: ReadonlySet<number>;
  dropIds: ReadonlySet<number>;
}

const isEntity = (value: unknown): value is Entity =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isProduct = (value: unknown): value is Entity & { id: number; drop: { id: number } } =>
  isEntity(value) &&
  typeof value.id === 'number' &&
  typeof value.status === 'string' &&
  isEntity(value.drop) &&
  typeof value.drop.id === 'number';

const isDrop = (value: unknown): value is Entity & { id: number } =>
  isEntity(value) &&
  typeof value.id === 'number' &&
  typeof value.dropTime === 'string' &&
  !('drop' in value);

/** `items` mapped by `change`; the same array when nothing changed (no re-render, no refetch). */
function mapItems(items: unknown[], change: (item: unknown) => unknown): unknown[] {
  let changed = false;
  const next = items.map((item) => {
    const result = change(item);
    if (result !== item) changed = true;
    return result;
  });
  return changed ? next : items;
}

/** The answer with each of its products or drops passed through `change`, sharing what stayed. */
function mapEntities<T>(data: T, change: (entity: unknown) => unknown): T {
  if (!isEntity(data)) return data;
  if (Array.isArray(data.pages)) {
    const pages = mapItems(data.pages, (page) => {
      if (!isEntity(page) || !Array.isArray(page.items)) return page;
      const items = mapItems(page.items, change);
      return items === page.items ? page : { ...page, items };
    });
    return pages === data.pages ? data : ({ ...data, pages } as T);
  }
  if (Array.isArray(data.items)) {
    const items = mapItems(data.items, change);
    return items === data.items ? data : ({ ...data, items } as T);
  }
  return change(data) as T;
}

function entitiesOf(data: unknown): unknown[] {
  if (!isEntity(data)) return [];
  if (Array.isArray(data.pages)) {
    return data.pages.flatMap((page) =>
      isEntity(page) && Array.isArray(page.items) ? (page.items as unknown[]) : [],
    );
  }
  return Array.isArray(data.items) ? data.items : [data];
}

/**
 * `data` with the stock, reservations and status of the updated products replaced; the very same
 * object when none of its products changed, so untouched queries are left alone.
 */
export function patchLiveStock<T>(data: T, updates: ReadonlyMap<number, LiveStock>): T {
  return mapEntities(data, (entity) => {
    if (!isProduct(entity)) return entity;
    const update = updates.get(entity.id);
    if (
      !update ||
      (entity.stock === update.stock &&
        entity.reserved === update.reserved &&
        entity.reservedUntil === update.reservedUntil &&
        entity.status === update.status)
    ) {
      return entity;
    }
    const { stock, reserved, reservedUntil, status } = update;
    return { ...entity, stock, reserved, reservedUntil, status };
  });
}

/** Whether an answer shows a followed product, a product of a followed drop, or such a drop. */
export function showsFollowed(data: unknown, followed: Followed): boolean {
  return entitiesOf(data).some((entity) =>
    isProduct(entity)
      ? followed.productIds.has(entity.id) || followed.dropIds.has(entity.drop.id)
      : isDrop(entity) && followed.dropIds.has(entity.id),
  );
}

/**
 * The server cart with its lines' products patched and each line's issue worked out again, so a
 * piece another shopper took turns at once into a flagged line out of the total; the same object
 * when none of its products changed. Totals are counted again without a coupon; a cart with one
 * keeps the server's totals until it is read again.
 */
export function patchCartStock(cart: Cart, updates: ReadonlyMap<number, LiveStock>): Cart {
  const items = mapItems(cart.items, (item) => {
    const line = item as Cart['items'][number];
    const product = patchLiveStock(line.product, updates);
    return product === line.product
      ? line
      : { ...line, product, issue: cartLineIssue(product, line.quantity) };
  }) as Cart['items'];
  if (items === cart.items) return cart;
  if (cart.couponId !== null) return { ...cart, items };
  const buyable = items.filter((line) => line.issue === null);
  const totals = cartTotals(buyable.map((l) => ({ price: l.product.price, quantity: l.quantity })));
  return { ...cart, items, ...totals };
}
