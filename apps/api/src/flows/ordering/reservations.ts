// What an order holds while it is not cancelled: pieces of stock and its coupon use. An unpaid
// order holds its pieces as `reserved` (shown as "Zarezerwowany"); paying sells them; expiry or
// cancellation gives them back (new orders take theirs in the SQL function place_orders). Locks
// are always taken in the same order (products by id, then coupons), as place_orders does, so
// releasing and re-taking never deadlock with checkout.
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { claimCouponForOrder, releaseCouponOfOrder } from '../../modules/coupons/index.ts';
import { endHold, restock, takeStock } from '../../modules/products/index.ts';
import * as orders from '../../modules/orders/index.ts';

export const outOfStock = (name: string) =>
  new AppError(
    'OutOfStockException',
    409,
    `Produkt „${name}” nie jest już dostępny w wybranej ilości: inny kupujący właśnie go zarezerwował lub kupił`,
  );

const byProduct = <T extends { productId: number }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => a.productId - b.productId);

/** Pieces per product of these orders, in lock order. */
async function piecesOf(tx: Executor, orderIds: number[]) {
  const pieces = new Map<number, number>();
  for (const item of await orders.findItems(tx, orderIds)) {
    pieces.set(item.productId, (pieces.get(item.productId) ?? 0) + item.quantity);
  }
  return [...pieces].sort(([a], [b]) => a - b);
}

/**
 * Ends the holds of orders that just left PENDING (the caller has already changed their
 * status under the row lock): `sold` when they were paid, else the pieces go back on sale.
 */
export async function endHolds(tx: Executor, orderIds: number[], sold: boolean) {
  const pieces = await piecesOf(tx, orderIds);
  const nextEnds = await orders.earliestHoldEnds(
    tx,
    pieces.map(([productId]) => productId),
  );
  for (const [productId, quantity] of pieces) {
    await endHold(tx, productId, quantity, { sold, nextUntil: nextEnds.get(productId) ?? null });
  }
}

/**
 * Gives back what these (locked) orders held, after their status was set to CANCELLED:
 * `wasPaid` tells whether their pieces were sold (back to stock) or only held.
 */
export async function releaseOrders(
  tx: Executor,
  held: readonly orders.OrderRow[],
  wasPaid: boolean,
) {
  if (wasPaid) {
    for (const [productId, quantity] of await piecesOf(
      tx,
      held.map((o) => o.id),
    )) {
      await restock(tx, productId, quantity);
    }
  } else {
    await endHolds(
      tx,
      held.map((o) => o.id),
      false,
    );
  }
  await releaseCoupons(tx, held);
}

/** Gives back the coupon uses of these (locked, cancelled) orders, in lock order. */
export async function releaseCoupons(tx: Executor, held: readonly orders.OrderRow[]) {
  const withCoupon = held.filter((o) => o.couponId !== null);
  for (const order of withCoupon.sort((a, b) => a.couponId! - b.couponId!)) {
    await releaseCouponOfOrder(tx, order.id);
  }
}

/** Sells an expired order's pieces again (a late payment); throws when a piece or the coupon is gone. */
export async function retakeOrder(tx: Executor, order: orders.OrderRow) {
  for (const item of byProduct(await orders.findItems(tx, [order.id]))) {
    if (!(await takeStock(tx, item.productId, item.quantity))) throw outOfStock(item.productName);
  }
  if (order.couponId !== null) {
    await claimCouponForOrder(tx, order.userId, order.couponId, order.id);
  }
}
