// The collection of complained goods at the shop's cost (ustawa o prawach konsumenta, art. 43d
// ust. 2: „Przedsiębiorca odbiera od konsumenta towar na swój koszt”; decision 039): for an
// open complaint the shop makes an InPost courier shipment from the consumer to itself in
// ShipX, paid by its organisation, and the consumer prints its label from the order page and
// hands the parcel in at any parcel locker. Made right after the complaint is filed; when ShipX
// failed then, the order page's „Przygotuj etykietę zwrotną” asks again. One per complaint: the
// place is held first (return_id is unique), ShipX is asked outside the transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { OrderReturn } from '@shop/shared/returns';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { phoneOf } from '../../modules/auth/index.ts';
import * as orders from '../../modules/orders/index.ts';
import { findReturn, isOpen, RETURN_NOT_FOUND } from '../../modules/returns/index.ts';
import {
  ABANDONED_AFTER_MS,
  collectionOfReturn,
  holdCollection,
  isAbandoned,
  isConfirmed,
  labelNotReady,
  recordCollection,
  releaseCollection,
  shipmentOfOrder,
  type CollectionRow,
  type ShipX,
} from '../../modules/shipments/index.ts';

type Collection = NonNullable<OrderReturn['collection']>;

const view = (row: CollectionRow): Collection => ({
  status: row.status,
  trackingNumber: row.trackingNumber,
});

const unavailable = () =>
  conflict(
    'CollectionNotAvailableException',
    'Sklep nie nadaje teraz przesyłek zwrotnych InPost: odeślij produkt najtańszym zwykłym sposobem, a koszt przesyłki zwrócimy.',
  );
const inProgress = () =>
  conflict('CollectionInProgressException', 'Etykieta zwrotna jest właśnie przygotowywana.');

/** The shopper's own open complaint and its order, or 404 (another's reads as missing). */
async function ownComplaint(db: Db, userId: number, orderId: number, returnId: number) {
  const row = await findReturn(db, returnId);
  const order = row && (await orders.findOrdersByIds(db, [row.orderId]))[0];
  if (
    !row ||
    !order ||
    order.id !== orderId ||
    order.userId !== userId ||
    row.type !== 'COMPLAINT'
  ) {
    throw notFound(RETURN_NOT_FOUND);
  }
  return { row, order };
}

/**
 * Makes the complaint's collection in ShipX, or answers the one made before. 409 in Polish
 * without ShipX (or with the demo operator, whose address no parcel can reach), for a
 * complaint already decided, or while another request is making it; ShipX's refusals as the
 * shipping flow words them.
 */
export async function arrangeCollection(
  db: Db,
  shipx: ShipX | null,
  userId: number,
  orderId: number,
  returnId: number,
  now: Date,
): Promise<Collection> {
  const collect = shipx?.collect;
  if (!collect) throw unavailable();
  const { row, order } = await ownComplaint(db, userId, orderId, returnId);
  const made = await collectionOfReturn(db, returnId);
  if (made && !isAbandoned(made, now, ABANDONED_AFTER_MS)) {
    if (made.shipxId === null) throw inProgress();
    return view(made);
  }
  if (!isOpen(row)) {
    throw conflict('ReturnAlreadyDecidedException', 'Ta reklamacja została już rozpatrzona.');
  }
  const held = await db.transaction(async (tx) => {
    if (made) await releaseCollection(tx, made.id);
    return holdCollection(tx, returnId, now);
  });
  if (!held) throw inProgress();
  const parcel = {
    returnId,
    orderId,
    parcelSize: (await shipmentOfOrder(db, orderId))?.parcelSize ?? 'large',
    sender: {
      name: order.shippingAddress.name,
      email: order.customerEmail,
      phone: await phoneOf(db, order.userId),
      address: order.shippingAddress,
    },
  };
  const created = await collect(parcel).catch(async (error: unknown) => {
    await releaseCollection(db, held.id).catch(() => undefined);
    throw error;
  });
  const recorded = await db.transaction(async (tx) => {
    const saved = await recordCollection(tx, held, created, now);
    const locked = (await orders.lockOrder(tx, orderId))!;
    await orders.insertNote(
      tx,
      locked,
      'RETURN',
      `Zgłoszenie nr ${returnId}: przesyłka zwrotna InPost na koszt sklepu (ShipX ${created.id})`,
      now,
      null,
    );
    return saved;
  });
  return view(recorded);
}

/** Right after a complaint is filed: the collection, or a log line when it cannot be made now. */
export async function collectAfterFiling(
  db: Db,
  shipx: ShipX | null,
  complaint: OrderReturn,
  userId: number,
  now: Date,
  log: FastifyBaseLogger,
): Promise<OrderReturn> {
  if (!shipx?.collect) return complaint;
  try {
    const collection = await arrangeCollection(
      db,
      shipx,
      userId,
      complaint.orderId,
      complaint.id,
      now,
    );
    return { ...complaint, collection };
  } catch (error) {
    log.warn({ err: error, returnId: complaint.id }, 'collection of complained goods not made');
    return complaint;
  }
}

/** The collection's label (PDF) for the shopper; 409 while InPost has not confirmed it. */
export async function collectionLabel(
  db: Db,
  shipx: ShipX | null,
  userId: number,
  orderId: number,
  returnId: number,
  now: Date,
): Promise<Buffer> {
  if (!shipx) throw unavailable();
  await ownComplaint(db, userId, orderId, returnId);
  const made = await collectionOfReturn(db, returnId);
  if (!made || made.shipxId === null) {
    throw notFound('Ta reklamacja nie ma jeszcze przesyłki zwrotnej.');
  }
  let status = made.status;
  if (!isConfirmed(status)) {
    // Confirmation comes a moment after the create: read it back.
    const read = await shipx.read(made.shipxId);
    status = (await recordCollection(db, made, { ...read, id: made.shipxId }, now)).status;
  }
  if (!isConfirmed(status)) throw labelNotReady();
  return shipx.label(made.shipxId);
}
