// An order's InPost parcel (docs/shipments.md): staff create it for a PAID order, and what
// InPost reports about it, always read back from ShipX (webhook hint or tracking job), moves
// the order on: PAID -> SHIPPED once InPost has the parcel, -> DELIVERED when it is delivered.
// Never backwards, once per step, under the order's row lock, with its history and e-mail.
import { recordAudit, type AuditActor } from '../../modules/audit/index.ts';
import type { AdminOrder, CreateShipmentRequest, ParcelSize } from '@shop/shared/orders';
import type { OrderStatus } from '@shop/shared/enums';
import { orderStatusLabels } from '@shop/shared/enums';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import { phoneOf } from '../../modules/auth/index.ts';
import { queueOrderEmail } from '../../modules/mail/index.ts';
import {
  ABANDONED_AFTER_MS,
  CREATING,
  claimShipmentsToTrack,
  holdShipment,
  isConfirmed,
  isFinal,
  labelNotReady,
  recordCreated,
  recordStatus,
  releaseShipment,
  shipmentByShipxId,
  shipmentOfOrder,
  type ShipX,
} from '../../modules/shipments/index.ts';
import * as orders from '../../modules/orders/index.ts';
import { adminOrdersOf } from '../order-view/view.ts';

/**
 * ShipX statuses that say InPost has (or had) the parcel: the order is SHIPPED from the first
 * of them. Collected or handed over, in transit, waiting at a locker or point, a failed
 * delivery, on its way back. Not `confirmed` (only a label exists), not `oversized` (the
 * parcel did not fit a locker: who holds it is not documented), not `other`/`missing`.
 */
export const PARCEL_WITH_INPOST: ReadonlySet<string> = new Set([
  'dispatched_by_sender',
  'dispatched_by_sender_to_pok',
  'collected_from_sender',
  'taken_by_courier',
  'taken_by_courier_from_pok',
  'adopted_at_source_branch',
  'sent_from_source_branch',
  'adopted_at_sorting_center',
  'sent_from_sorting_center',
  'adopted_at_target_branch',
  'out_for_delivery',
  'out_for_delivery_to_address',
  'readdressed',
  'redirect_to_box',
  'canceled_redirect_to_box',
  'delay_in_delivery',
  'stack_in_customer_service_point',
  'stack_in_box_machine',
  'unstack_from_customer_service_point',
  'unstack_from_box_machine',
  'ready_to_pickup',
  'ready_to_pickup_from_pok',
  'ready_to_pickup_from_pok_registered',
  'ready_to_pickup_from_branch',
  'pickup_reminder_sent',
  'pickup_reminder_sent_address',
  'avizo',
  'courier_avizo_in_customer_service_point',
  'undelivered',
  'undelivered_wrong_address',
  'undelivered_incomplete_address',
  'undelivered_unknown_receiver',
  'undelivered_cod_cash_receiver',
  'undelivered_no_mailbox',
  'undelivered_not_live_address',
  'undelivered_lack_of_access_letterbox',
  'rejected_by_receiver',
  'pickup_time_expired',
  'stack_parcel_pickup_time_expired',
  'stack_parcel_in_box_machine_pickup_time_expired',
  'claimed',
  'taken_by_courier_from_customer_service_point',
  'returned_to_sender',
  'return_pickup_confirmation_to_sender',
]);

/** The order status a ShipX status leads to, if any. */
export function orderStatusFor(shipxStatus: string): 'SHIPPED' | 'DELIVERED' | null {
  if (shipxStatus === 'delivered') return 'DELIVERED';
  return PARCEL_WITH_INPOST.has(shipxStatus) ? 'SHIPPED' : null;
}

/** The order's steps from `from` towards `target`: never backwards, never from CANCELLED. */
function stepsTowards(from: OrderStatus, target: 'SHIPPED' | 'DELIVERED' | null): OrderStatus[] {
  if (target === 'SHIPPED') return from === 'PAID' ? ['SHIPPED'] : [];
  if (target === 'DELIVERED') {
    if (from === 'PAID') return ['SHIPPED', 'DELIVERED'];
    if (from === 'SHIPPED') return ['DELIVERED'];
  }
  return [];
}

const notConfigured = () =>
  conflict(
    'ShipmentsNotConfiguredException',
    'Sklep nie ma podłączonych wysyłek InPost: nadaj paczkę w Managerze Paczek InPost albo u innego przewoźnika, a potem oznacz zamówienie jako wysłane i wpisz numer przesyłki',
  );

const SIZE_LABELS: Record<ParcelSize, string> = {
  small: 'mała (A)',
  medium: 'średnia (B)',
  large: 'duża (C)',
};

/**
 * Creates the order's parcel in ShipX. The order's one place in `shipments` is held first,
 * under the order's lock (order_id is unique), so a double click or two staff members make one
 * ShipX shipment: the second is told it exists or is being made. ShipX is then asked outside
 * the lock; a refusal gives the place back, an answer is recorded with a SHIPMENT event.
 */
export async function createShipment(
  db: Db,
  shipx: ShipX | null,
  orderId: number,
  request: CreateShipmentRequest,
  actor: AuthUser,
  now: Date,
  audit?: AuditActor,
): Promise<AdminOrder> {
  if (!shipx) throw notConfigured();
  const held = await db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, orderId);
    if (!order) throw notFound(orders.ORDER_NOT_FOUND);
    if (order.status !== 'PAID') {
      throw conflict(
        'OrderNotPaidException',
        `Przesyłkę można utworzyć tylko dla opłaconego zamówienia (status: „${orderStatusLabels[order.status]}”)`,
      );
    }
    const existing = await shipmentOfOrder(tx, orderId);
    if (existing && existing.status !== CREATING) {
      throw conflict('ShipmentAlreadyExistsException', 'To zamówienie ma już przesyłkę InPost');
    }
    if (existing && now.getTime() - existing.createdAt.getTime() < ABANDONED_AFTER_MS) {
      throw conflict(
        'ShipmentInProgressException',
        'Przesyłka InPost dla tego zamówienia jest właśnie tworzona',
      );
    }
    if (existing) await releaseShipment(tx, existing.id);
    const locker = order.shippingMethod === 'INPOST_PARCEL_LOCKER';
    const parcel = {
      orderId,
      service: locker ? ('inpost_locker_standard' as const) : ('inpost_courier_standard' as const),
      parcelSize: request.parcelSize,
      targetPoint: locker ? order.parcelLockerId : null,
    };
    const place = await holdShipment(tx, parcel, actor.id, now);
    const receiver = {
      name: order.shippingAddress.name,
      email: order.customerEmail,
      phone: await phoneOf(tx, order.userId),
      address: order.shippingAddress,
    };
    return { place, parcel: { ...parcel, receiver } };
  });

  const created = await shipx.create(held.parcel).catch(async (error: unknown) => {
    // Staff must see ShipX's answer; a place that cannot be given back now is abandoned later.
    await releaseShipment(db, held.place.id).catch(() => undefined);
    throw error;
  });

  return db.transaction(async (tx) => {
    const order = (await orders.lockOrder(tx, orderId))!;
    await recordCreated(tx, held.place.id, created, now);
    const { parcel } = held;
    const where = parcel.targetPoint ? `paczkomat ${parcel.targetPoint}` : 'kurier';
    const note = `Przesyłka InPost utworzona: ${where}, paczka ${SIZE_LABELS[parcel.parcelSize]}, ShipX ${created.id}`;
    await orders.insertNote(tx, order, 'SHIPMENT', note, now, actor);
    if (audit) {
      const changes = [{ field: 'parcel', old: null, new: `InPost ShipX ${created.id}` }];
      const entry = { entity: 'order', entityId: order.id, action: 'order.parcel', changes, note };
      await recordAudit(tx, audit, entry, now);
    }
    const [view] = await adminOrdersOf(tx, [order]);
    return view!;
  });
}

/**
 * Records a status ShipX reported (read back, never taken from a webhook) and moves the order
 * on. Repeats change nothing; a parcel in a final status keeps it against an older read.
 */
export async function applyShipmentStatus(
  db: Db,
  orderId: number,
  status: string,
  trackingNumber: string | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, orderId);
    const shipment = order && (await shipmentOfOrder(tx, orderId));
    if (!order || !shipment || shipment.status === CREATING) return;
    const stale = isFinal(shipment.status) && !isFinal(status);
    const read = { status: stale ? shipment.status : status, trackingNumber };
    const saved = await recordStatus(tx, shipment, read, now);
    if (saved.trackingNumber && !shipment.trackingNumber) {
      const note = `InPost potwierdził przesyłkę, numer ${saved.trackingNumber}`;
      await orders.insertNote(tx, order, 'SHIPMENT', note, now);
    }
    const steps = stepsTowards(order.status, orderStatusFor(saved.status));
    if (steps.length === 0) return;
    let current = order;
    for (const to of steps) {
      current =
        to === 'DELIVERED'
          ? await orders.orderDelivered(tx, current, { note: 'InPost: paczka doręczona', now })
          : await orders.orderShipped(tx, current, {
              note: `InPost: paczka nadana (status ${saved.status})`,
              now,
            });
    }
    // One e-mail for what the shopper needs to know now: a parcel already delivered needs no
    // "on its way" message.
    await queueOrderEmail(tx, {
      kind: current.status === 'DELIVERED' ? 'DELIVERED' : 'SHIPPED',
      orderId,
      to: order.customerEmail,
      now,
    });
  });
}

/** Reads the parcel back from ShipX and applies what ShipX says. */
async function refresh(db: Db, shipx: ShipX, orderId: number, shipxId: number, now: Date) {
  const read = await shipx.read(shipxId);
  await applyShipmentStatus(db, orderId, read.status, read.trackingNumber, now);
  return read;
}

/**
 * A ShipX webhook names a shipment: the shop reads it back and applies ShipX's answer (the
 * webhook's own status is never believed). Shipments the shop did not make are ignored.
 */
export async function refreshShipment(
  db: Db,
  shipx: ShipX,
  shipxId: number,
  now: Date,
): Promise<'APPLIED' | 'UNKNOWN'> {
  const shipment = await shipmentByShipxId(db, shipxId);
  if (!shipment) return 'UNKNOWN';
  await refresh(db, shipx, shipment.orderId, shipxId, now);
  return 'APPLIED';
}

/** How the tracking job reads parcels back (docs/shipments.md "Polling"). */
export const TRACKING = { intervalMs: 10 * 60_000, maxAgeMs: 30 * 24 * 3_600_000, limit: 50 };

/**
 * One round of the tracking job: reads back the parcels due (one replica claims them) and
 * applies their statuses. A parcel ShipX fails to answer for is tried again next interval.
 */
export async function trackShipments(
  db: Db,
  shipx: ShipX,
  now: Date,
  onError: (error: unknown, shipxId: number) => void,
): Promise<number> {
  const due = await claimShipmentsToTrack(db, now, TRACKING);
  for (const { orderId, shipxId } of due) {
    await refresh(db, shipx, orderId, shipxId!, now).catch((error: unknown) =>
      onError(error, shipxId!),
    );
  }
  return due.length;
}

/** The parcel's label (PDF) from ShipX; 409 while InPost has not confirmed the shipment. */
export async function shipmentLabel(
  db: Db,
  shipx: ShipX | null,
  orderId: number,
  now: Date,
): Promise<Buffer> {
  if (!shipx) throw notConfigured();
  const shipment = await shipmentOfOrder(db, orderId);
  if (!shipment || shipment.shipxId === null) {
    throw notFound('To zamówienie nie ma przesyłki InPost');
  }
  // The record may lag behind ShipX (confirmation comes a moment after the create).
  const status = isConfirmed(shipment.status)
    ? shipment.status
    : (await refresh(db, shipx, orderId, shipment.shipxId, now)).status;
  if (!isConfirmed(status)) throw labelNotReady();
  return shipx.label(shipment.shipxId);
}
