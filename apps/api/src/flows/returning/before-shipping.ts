// A consumer's withdrawal from an order not sent yet (decision 029): nothing comes back by
// parcel, so the shop cancels the order, puts its pieces back on sale and refunds everything
// paid, delivery included, in the transaction that records the statement; the return is
// accepted by the shop itself. The refund is handed to the provider after the commit. An unpaid
// order counts too: the contract is concluded when the order is placed (decision 038), so the
// withdrawal cancels it and ends its holds; a payment arriving later goes back by itself.
import { formatPrice } from '@shop/shared/money';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { acceptReturn, coversWholeOrder, type ReturnRow } from '../../modules/returns/service.ts';
import { shipmentOfOrder } from '../../modules/shipments/service.ts';
import * as orders from '../../modules/orders/service.ts';
import { releaseOrders } from '../ordering/reservations.ts';
import { refundReturn } from '../refunding/refunding.ts';

/**
 * Whether a withdrawal from this order cancels it: unpaid, or paid and not handed to InPost (a
 * parcel being prepared counts as sent: staff may be packing it, and it comes back as usual).
 */
export async function cancelsOrder(tx: Tx, order: orders.OrderRow): Promise<boolean> {
  if (order.status === 'PENDING') return true;
  return order.status === 'PAID' && (await shipmentOfOrder(tx, order.id)) === undefined;
}

/** The shop cannot take part of a parcel it is packing: a withdrawal now covers it all. */
export function checkWholeOrder(lines: orders.OrderItemRow[], row: Pick<ReturnRow, 'items'>) {
  if (!coversWholeOrder(lines, row.items)) {
    throw conflict(
      'ReturnNotPossibleException',
      'To zamówienie nie zostało jeszcze wysłane: odstąpienie obejmuje całe zamówienie, które anulujemy i zwrócimy całą zapłaconą kwotę. Zaznacz wszystkie produkty.',
    );
  }
}

/** Cancels the order, restocks its pieces, refunds it all and accepts the withdrawal. */
export async function withdrawBeforeShipping(
  tx: Tx,
  order: orders.OrderRow,
  row: ReturnRow,
  now: Date,
): Promise<{ accepted: ReturnRow; refundId: number | null }> {
  const cancelled = await orders.updateOrder(tx, order.id, {
    status: 'CANCELLED',
    updatedAt: now,
    cancelReason: 'WITHDRAWAL',
    cancelledAt: now,
    refundRequired: order.status === 'PAID',
  });
  await releaseOrders(tx, [order], order.status === 'PAID');
  await orders.insertEvent(tx, {
    orderId: order.id,
    kind: 'STATUS',
    fromStatus: order.status,
    toStatus: 'CANCELLED',
    actorId: null,
    actorEmail: null,
    note: `Klient odstąpił od umowy przed wysyłką (zgłoszenie nr ${row.id})`,
    createdAt: now,
  });
  const refund = await refundReturn(
    tx,
    cancelled,
    { returnId: row.id, items: row.items, shipping: true },
    null,
    now,
  );
  const accepted = await acceptReturn(tx, row, {
    now,
    actorId: null,
    refundId: refund?.id ?? null,
  });
  await orders.insertNote(
    tx,
    cancelled,
    'RETURN',
    `Zgłoszenie nr ${row.id} przyjęte: zamówienie anulowane przed wysyłką${refund ? `, zwrot ${formatPrice(refund.amount)}` : ''}`,
    now,
    null,
  );
  return { accepted, refundId: refund?.id ?? null };
}
