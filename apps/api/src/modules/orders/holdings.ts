// What an order holds while it is not cancelled: pieces of stock and its coupon use. Locks are
// always taken in the same order (products by id, then coupons), as order creation does, so
// releasing and re-taking never deadlock with checkout.
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { claimCouponForOrder, releaseCouponOfOrder } from '../coupons/service.ts';
import { releaseStock, reserveStock } from '../products/service.ts';
import * as repo from './repository.ts';

export interface StockLine {
  productId: number;
  quantity: number;
  name: string;
}

export const outOfStock = (name: string) =>
  new AppError(
    'OutOfStockException',
    409,
    `Produkt „${name}” jest niedostępny w wybranej ilości, ktoś właśnie go kupił`,
  );

/** Conditional decrements, products in id order; throws OutOfStockException when one fails. */
export async function reserveLines(tx: Executor, lines: readonly StockLine[]) {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (!(await reserveStock(tx, line.productId, line.quantity))) throw outOfStock(line.name);
  }
}

/** Gives back the stock and coupon uses of these (locked) orders, in lock order. */
export async function releaseOrders(tx: Executor, orders: readonly repo.OrderRow[]) {
  const items = await repo.findItems(
    tx,
    orders.map((o) => o.id),
  );
  const pieces = new Map<number, number>();
  for (const item of items)
    pieces.set(item.productId, (pieces.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of [...pieces].sort(([a], [b]) => a - b)) {
    await releaseStock(tx, productId, quantity);
  }
  const withCoupon = orders.filter((o) => o.couponId !== null);
  for (const order of withCoupon.sort((a, b) => a.couponId! - b.couponId!)) {
    await releaseCouponOfOrder(tx, order.id);
  }
}

/** Takes an order's stock and coupon use again (a late payment); throws when either is gone. */
export async function retakeOrder(tx: Executor, order: repo.OrderRow) {
  const items = await repo.findItems(tx, [order.id]);
  await reserveLines(
    tx,
    items.map((i) => ({ productId: i.productId, quantity: i.quantity, name: i.productName })),
  );
  if (order.couponId !== null) {
    await claimCouponForOrder(tx, order.userId, order.couponId, order.id);
  }
}
