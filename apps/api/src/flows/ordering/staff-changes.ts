// Staff changes to orders: status transitions (PAID -> SHIPPED -> DELIVERED, cancellation) and
// the fiscal receipt link. Each is checked under the order's row lock and recorded with its
// time and author.
import {
  canStaffTransition,
  type AdminOrder,
  type OrderTransitionRequest,
  type ReceiptLinkRequest,
} from '@shop/shared/orders';
import { carrierLabels } from '@shop/shared/carriers';
import { orderStatusLabels } from '@shop/shared/enums';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import { queueOrderEmail } from '../../modules/mail/index.ts';
import { recordHandedParcel, shipmentOfOrder } from '../../modules/shipments/index.ts';
import { releaseOrders } from './reservations.ts';
import * as orders from '../../modules/orders/index.ts';
import { adminOrdersOf } from '../order-view/view.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/index.ts';

/**
 * Marking an order shipped with a carrier and a tracking number records the parcel (one per
 * order): for a shop without ShipX, or a parcel sent with another carrier.
 */
async function handParcel(
  tx: Executor,
  orderId: number,
  change: OrderTransitionRequest,
  actor: AuthUser,
  now: Date,
) {
  if (await shipmentOfOrder(tx, orderId)) {
    throw conflict(
      'ShipmentAlreadyExistsException',
      'To zamówienie ma już przesyłkę: oznacz je jako wysłane bez podawania przewoźnika',
    );
  }
  const parcel = {
    orderId,
    carrier: change.carrier!,
    trackingNumber: change.trackingNumber!,
    trackingPage: change.trackingUrl ?? null,
  };
  await recordHandedParcel(tx, parcel, actor.id, now);
  return parcel;
}

export async function changeOrderStatus(
  db: Db,
  orderId: number,
  change: OrderTransitionRequest,
  actor: AuthUser,
  now: Date,
  audit?: AuditActor,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, orderId);
    if (!order) throw notFound(orders.ORDER_NOT_FOUND);
    if (!canStaffTransition(order.status, change.status)) {
      throw conflict(
        'InvalidOrderTransitionException',
        `Nie można zmienić statusu zamówienia z „${orderStatusLabels[order.status]}” na „${orderStatusLabels[change.status]}”`,
      );
    }
    const parcel =
      change.carrier && change.trackingNumber
        ? await handParcel(tx, order.id, change, actor, now)
        : null;
    const parcelText = parcel && `${carrierLabels[parcel.carrier]}, numer ${parcel.trackingNumber}`;
    if (parcelText) {
      await orders.insertNote(
        tx,
        order,
        'SHIPMENT',
        `Przesyłka wpisana: ${parcelText}`,
        now,
        actor,
      );
    }
    const cancelling = change.status === 'CANCELLED';
    const step = { note: change.note || null, now, actor };
    const updated = cancelling
      ? await orders.orderCancelled(tx, order, { ...step, reason: 'STAFF' })
      : change.status === 'SHIPPED'
        ? await orders.orderShipped(tx, order, step)
        : await orders.orderDelivered(tx, order, step);
    if (cancelling) await releaseOrders(tx, [order], order.status !== 'PENDING');
    // The shopper's e-mail of the new status: cancelled, or sent and delivered by hand.
    await queueOrderEmail(tx, {
      kind: change.status,
      orderId: order.id,
      to: order.customerEmail,
      now,
    });
    if (audit) {
      const changes = [
        { field: 'status', old: order.status, new: change.status },
        ...(parcelText ? [{ field: 'parcel', old: null, new: parcelText }] : []),
      ];
      await recordAudit(
        tx,
        audit,
        {
          entity: 'order',
          entityId: order.id,
          action: 'order.status',
          changes,
          note: change.note || null,
        },
        now,
      );
    }
    const [view] = await adminOrdersOf(tx, [updated]);
    return view!;
  });
}

/**
 * Links the printer's receipt to a PAID order without invoice details (those get a VAT
 * invoice). The same link again is accepted (the staff browser retries until it hears back),
 * a different one for the same order is not.
 */
export async function attachReceipt(
  db: Db,
  link: ReceiptLinkRequest,
  actor: AuthUser,
  now: Date,
  audit?: AuditActor,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, link.orderId);
    if (!order) throw notFound(orders.ORDER_NOT_FOUND);
    let current = order;
    if (order.receiptId !== link.receiptId) {
      if (order.receiptId !== null) {
        throw conflict('ReceiptAlreadyExistsException', 'To zamówienie ma już paragon');
      }
      if (order.status !== 'PAID') {
        throw conflict(
          'OrderNotPaidException',
          'Paragon można dodać tylko do opłaconego zamówienia',
        );
      }
      // The buyer gave invoice details: the sale is documented by a VAT invoice instead.
      if (order.invoiceDetails !== null) {
        throw conflict(
          'InvoiceOrderReceiptException',
          'Do zamówienia z fakturą VAT nie drukuje się paragonu',
        );
      }
      if (await orders.receiptTaken(tx, link.receiptId)) {
        throw conflict(
          'ReceiptAlreadyExistsException',
          'Ten paragon jest już przypisany do innego zamówienia',
        );
      }
      current = await orders.receiptPrinted(tx, order, {
        receiptId: link.receiptId,
        now,
        actor,
      });
      if (audit) {
        const changes = [{ field: 'receiptId', old: null, new: link.receiptId }];
        const entry = { entity: 'order', entityId: order.id, action: 'order.receipt', changes };
        await recordAudit(tx, audit, entry, now);
      }
    }
    const [view] = await adminOrdersOf(tx, [current]);
    return view!;
  });
}
