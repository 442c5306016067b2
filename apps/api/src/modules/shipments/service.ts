// Parcels: the configured ShipX connection and the shop's record of each order's parcel, made
// through ShipX or entered by hand with another carrier's tracking number. The shipping and
// ordering flows call these and decide what a parcel means for the order; nothing here knows
// about order statuses.
import { trackingPageOf, type Carrier } from '@shop/shared/carriers';
import type { OrderShipment } from '@shop/shared/orders';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import * as repo from './repository.ts';
import {
  collectionRequest,
  shipmentRequest,
  type CollectionParcel,
  type ParcelOrder,
  type ParcelSender,
} from './shipment-request.ts';
import { createShipXClient, type ShipXShipment } from './shipx-client.ts';

export type { CollectionParcel, ParcelOrder } from './shipment-request.ts';
export * from './collections.ts';
export { parcelLockersOf, ParcelLockersUnavailable, type ParcelLockers } from './parcel-lockers.ts';
export { labelNotReady } from './shipx-client.ts';
export type ShipmentRecord = repo.ShipmentRow;

/** Status of a row whose shipment the shop is asking ShipX for right now. */
export const CREATING = 'creating';

/** Statuses after which nothing more happens to a parcel: the tracking job stops reading it. */
export const FINAL_STATUSES = [
  'delivered',
  'returned_to_sender',
  'return_pickup_confirmation_to_sender',
  'canceled',
] as const;

export const isFinal = (status: string) => (FINAL_STATUSES as readonly string[]).includes(status);

/** Before `confirmed` ShipX has no tracking number and no label for a shipment. */
const UNCONFIRMED_STATUSES = ['created', 'offers_prepared', 'offer_selected', 'canceled'];

/** The label staff print: A6, the size label printers take (and the only one for courier parcels). */
const LABEL_TYPE = 'A6';

/** A held place older than this belongs to a request that died: a new one may take it. */
export const ABANDONED_AFTER_MS = 5 * 60_000;

/** Status of a parcel staff entered by hand (no ShipX): it stays so, the carrier tracks it. */
export const HANDED_OVER = 'HANDED_OVER';

/** A parcel sent without ShipX: the carrier and its tracking number, as staff entered them. */
export interface HandedParcel {
  orderId: number;
  carrier: Carrier;
  trackingNumber: string;
  trackingPage: string | null;
}

/** Records a parcel entered by hand (the order's one place: order_id is unique). */
export function recordHandedParcel(
  ex: Executor,
  parcel: HandedParcel,
  createdBy: number,
  now: Date,
) {
  return repo.insert(ex, {
    ...parcel,
    status: HANDED_OVER,
    createdBy,
    createdAt: now,
    updatedAt: now,
    checkedAt: now,
  });
}

/** The configured ShipX connection: the parcel's body is built here, with the operator as sender. */
export function createShipX(config: Pick<Config, 'shipx' | 'operator'>) {
  if (!config.shipx) return null;
  const { sendingMethod, ...settings } = config.shipx;
  const client = createShipXClient(settings);
  const { operator } = config;
  // Invented demo details must not go on a real label: then ShipX uses the organisation's own.
  const sender: ParcelSender | null = operator.demo ? null : operator;
  return {
    create: (parcel: ParcelOrder) =>
      client.create(shipmentRequest(parcel, { sender, sendingMethod })),
    read: (shipxId: number) => client.read(shipxId),
    label: (shipxId: number) => client.label(shipxId, LABEL_TYPE),
    /**
     * A complaint's collection to the operator's address; null with the demo operator, whose
     * invented address no parcel can go to.
     */
    collect: operator.demo
      ? null
      : (parcel: CollectionParcel) => client.create(collectionRequest(parcel, operator)),
  };
}

export type ShipX = NonNullable<ReturnType<typeof createShipX>>;

export const isConfirmed = (status: string) =>
  status !== CREATING && !UNCONFIRMED_STATUSES.includes(status);

export const shipmentOfOrder = (ex: Executor, orderId: number) => repo.findByOrder(ex, orderId);

export const shipmentByShipxId = (ex: Executor, shipxId: number) => repo.findByShipxId(ex, shipxId);

/** Holds the order's one place (order_id is unique) before ShipX is asked. */
export function holdShipment(
  ex: Executor,
  parcel: Pick<ParcelOrder, 'orderId' | 'service' | 'parcelSize' | 'targetPoint'>,
  createdBy: number,
  now: Date,
) {
  return repo.insert(ex, {
    ...parcel,
    status: CREATING,
    createdBy,
    createdAt: now,
    updatedAt: now,
    checkedAt: now,
  });
}

/** Gives a held place back (ShipX refused, or the request that held it died). */
export const releaseShipment = (ex: Executor, id: number) => repo.deleteHeld(ex, id);

/** Records ShipX's answer to the create on the held place. */
export function recordCreated(ex: Executor, id: number, created: ShipXShipment, now: Date) {
  return repo.update(ex, id, {
    shipxId: created.id,
    status: created.status,
    trackingNumber: created.trackingNumber,
    updatedAt: now,
    checkedAt: now,
  });
}

/** Records what ShipX says now; a tracking number once known is kept. */
export function recordStatus(
  ex: Executor,
  shipment: ShipmentRecord,
  read: Pick<ShipXShipment, 'status' | 'trackingNumber'>,
  now: Date,
) {
  const trackingNumber = read.trackingNumber ?? shipment.trackingNumber;
  const changed = read.status !== shipment.status || trackingNumber !== shipment.trackingNumber;
  return repo.update(ex, shipment.id, {
    status: read.status,
    trackingNumber,
    checkedAt: now,
    ...(changed ? { updatedAt: now } : {}),
  });
}

/**
 * Claims the parcels to read back this round: not read for `intervalMs`, not final, made in
 * the last `maxAgeMs` (a parcel nobody collects is not followed for ever; webhooks still are).
 */
export function claimShipmentsToTrack(
  ex: Executor,
  now: Date,
  { intervalMs, maxAgeMs, limit }: { intervalMs: number; maxAgeMs: number; limit: number },
) {
  return repo.claimDue(ex, {
    now,
    checkedBefore: new Date(now.getTime() - intervalMs),
    createdAfter: new Date(now.getTime() - maxAgeMs),
    finalStatuses: FINAL_STATUSES,
    limit,
  });
}

const toOrderShipment = (row: ShipmentRecord): OrderShipment => ({
  service: row.service,
  parcelSize: row.parcelSize,
  carrier: row.carrier,
  status: row.status,
  trackingNumber: row.trackingNumber,
  trackingUrl: row.trackingNumber
    ? trackingPageOf(row.carrier, row.trackingNumber, row.trackingPage)
    : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The parcels of these orders as the Order object shows them (none while ShipX is asked). */
export async function orderShipmentsOf(
  ex: Executor,
  orderIds: number[],
): Promise<Map<number, OrderShipment>> {
  const rows = await repo.findCreated(ex, orderIds);
  return new Map(rows.map((row) => [row.orderId, toOrderShipment(row)]));
}
