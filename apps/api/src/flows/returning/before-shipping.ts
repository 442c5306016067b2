// A consumer's withdrawal from an order not sent yet (decisions 029, 038): nothing comes back by
// parcel, so the shop accepts it itself in the transaction that records the statement. From the
// whole order (in one statement or the last of several) it cancels the order, puts its pieces
// back on sale and refunds everything paid, delivery included; from some pieces of a paid order
// it puts those pieces back on sale and refunds them, and the rest is sent as usual. The refund
// is handed to the provider after the commit. An unpaid order counts too: the contract is
// concluded when the order is placed, so a withdrawal from all of it cancels it and ends its
// holds (a payment arriving later goes back by itself); one from part of it waits for the
// payment (the amount to pay is registered with the payment provider and cannot shrink).
import { formatPrice } from '@shop/shared/money';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { givesEverythingBack } from '@shop/shared/refunds';
import type { ReturnLine } from '@shop/shared/returns';
import { restock } from '../../modules/products/index.ts';
import { acceptReturn, describeReturn, type ReturnRow } from '../../modules/returns/index.ts';
import { shipmentOfOrder } from '../../modules/shipments/index.ts';
import * as orders from '../../modules/orders/index.ts';
import { releaseCoupons, releaseOrders } from '../ordering/reservations.ts';
import { refundReturn } from '../refunding/refunding.ts';

/**
 * Whether the shop takes this withdrawal back itself: the order is unpaid, or paid and not
 * handed to InPost (a parcel being prepared counts as sent: staff may be packing it, and it
 * comes back as usual).
 */
export async function beforeShipping(tx: Tx, order: orders.OrderRow): Promise<boolean> {
  if (order.status === 'PENDING') return true;
  return order.status === 'PAID' && (await shipmentOfOrder(tx, order.id)) === undefined;
}

/** Whether `items`, with the pieces taken before, leave nothing of the order. */
const leavesNothing = (
  lines: readonly orders.OrderItemRow[],
  taken: ReadonlyMap<number, number>,
  items: readonly ReturnLine[],
) => givesEverythingBack({ items: lines }, taken, items);

/**
 * Accepts a withdrawal from an order not sent yet: cancels the order when nothing of it is left,
 * else (a paid order) takes the pieces out of it. 409 (Polish) for part of an unpaid order.
 */
export async function withdrawBeforeShipping(
  tx: Tx,
  order: orders.OrderRow,
  row: ReturnRow,
  taken: ReadonlyMap<number, number>,
  now: Date,
): Promise<{ accepted: ReturnRow; refundId: number | null }> {
  const lines = await orders.findItems(tx, [order.id]);
  if (leavesNothing(lines, taken, row.items)) return cancelOrder(tx, order, row, now);
  if (order.status === 'PENDING') throw unpaidInPart();
  return takePiecesOut(tx, order, row, now);
}

const unpaidInPart = () =>
  conflict(
    'ReturnNotPossibleException',
    'To zamówienie nie jest jeszcze opłacone: możesz teraz odstąpić od całego zamówienia (anulujemy je), a od części produktów po jego opłaceniu.',
  );

/** Cancels the order, puts its pieces left back on sale, refunds it all and accepts the withdrawal. */
async function cancelOrder(
  tx: Tx,
  order: orders.OrderRow,
  row: ReturnRow,
  now: Date,
): Promise<{ accepted: ReturnRow; refundId: number | null }> {
  const cancelled = await orders.orderCancelled(tx, order, {
    reason: 'WITHDRAWAL',
    note: `Klient odstąpił od umowy przed wysyłką (zgłoszenie nr ${row.id})`,
    now,
  });
  if (order.status === 'PENDING') {
    await releaseOrders(tx, [order], false);
  } else {
    // Pieces taken out by an earlier statement are on sale already: only this one's go back.
    await restockPieces(tx, row.items);
    await releaseCoupons(tx, [order]);
  }
  return refundAndAccept(tx, cancelled, row, true, 'zamówienie anulowane przed wysyłką', now);
}

/** Puts the pieces withdrawn from a paid order not sent yet back on sale and refunds them. */
async function takePiecesOut(
  tx: Tx,
  order: orders.OrderRow,
  row: ReturnRow,
  now: Date,
): Promise<{ accepted: ReturnRow; refundId: number | null }> {
  await restockPieces(tx, row.items);
  const what = `przed wysyłką: ${describeReturn(row)} nie wysyłamy`;
  return refundAndAccept(tx, order, row, false, what, now);
}

/**
 * Refunds the withdrawal's pieces (and delivery, when `shipping` or when nothing is left),
 * accepts it on the shop's behalf and writes what happened in the order's history.
 */
async function refundAndAccept(
  tx: Tx,
  order: orders.OrderRow,
  row: ReturnRow,
  shipping: boolean,
  what: string,
  now: Date,
): Promise<{ accepted: ReturnRow; refundId: number | null }> {
  const refund = await refundReturn(
    tx,
    order,
    { returnId: row.id, items: row.items, shipping, withdrawal: true },
    null,
    now,
  );
  const accepted = await acceptReturn(tx, row, {
    now,
    actorId: null,
    refundId: refund?.id ?? null,
  });
  const refunded = refund ? `, zwrot ${formatPrice(refund.amount)}` : '';
  await orders.insertNote(
    tx,
    order,
    'RETURN',
    `Zgłoszenie nr ${row.id} przyjęte: ${what}${refunded}`,
    now,
    null,
  );
  return { accepted, refundId: refund?.id ?? null };
}

/** Sold pieces back on sale, in lock order (products by id, as checkout takes them). */
async function restockPieces(tx: Tx, items: readonly ReturnLine[]) {
  const byProduct = new Map<number, number>();
  for (const line of items) {
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) {
    await restock(tx, productId, quantity);
  }
}
