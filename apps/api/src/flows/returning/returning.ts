// Withdrawals and complaints of an order (docs/returns.md): the shopper's request, staff marking
// the goods received, accepting (with the refund of the returned pieces, refunding.ts) or
// rejecting. Each change is decided under the order's row lock, in one transaction with its
// history entry and e-mail; a refund is handed to the provider after the commit.
import { recordAudit, type AuditActor } from '../../modules/audit/index.ts';
import { formatPrice } from '@shop/shared/money';
import type {
  AcceptReturnRequest,
  AdminReturn,
  CreateReturnRequest,
  OrderReturn,
  RejectReturnRequest,
  WithdrawalStatement,
} from '@shop/shared/returns';
import { refundedUnits } from '@shop/shared/refunds';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import type { ImageStorage } from '../../modules/images/index.ts';
import { queueOrderEmail } from '../../modules/mail/index.ts';
import { refundsOfOrders } from '../../modules/refunds/index.ts';
import {
  discardReturnPhoto,
  readReturnPhoto,
  storeReturnPhoto,
} from '../../modules/returns/index.ts';
import {
  acceptReturn,
  allPiecesLeft,
  alreadyDecided,
  checkReturnAllowed,
  closedReturns,
  createReturn,
  describeReturn,
  findReturn,
  isOpen,
  linesOf,
  markReceived,
  openReturns,
  rejectReturn,
  RETURN_NOT_FOUND,
  returnsOfOrders,
  toOrderReturn,
  unitsTaken,
  type ReturnRow,
} from '../../modules/returns/index.ts';
import { refundReturn } from '../refunding/refunding.ts';
import { dispatchRefund, type RefundDeps } from '../refunding/settling.ts';
import * as orders from '../../modules/orders/index.ts';
import { returnableOf } from '../order-view/view.ts';
import { beforeShipping, withdrawBeforeShipping } from './before-shipping.ts';

export interface ReturnRequestDeps extends RefundDeps {
  storage: ImageStorage;
}

const returnEvent = (
  tx: Tx,
  order: orders.OrderRow,
  note: string,
  now: Date,
  actor: AuthUser | null,
) => orders.insertNote(tx, order, 'RETURN', note, now, actor);

/**
 * "Odstąp od umowy" (the withdrawal function, decision 029) or "Złóż reklamację": the shopper's
 * statement about pieces of their own order (another's is 404, like a missing one), with an
 * optional photo; a withdrawal that names no pieces covers every piece still free. Refused in
 * Polish when the order, the deadline or the pieces do not allow it, and then nothing is kept.
 * A withdrawal is acknowledged by the WITHDRAWAL_CONFIRMED e-mail queued with it; one from an
 * order not sent yet is accepted and refunded at once (before-shipping.ts).
 */
export async function requestReturn(
  deps: ReturnRequestDeps,
  userId: number,
  orderId: number,
  request: CreateReturnRequest | WithdrawalStatement,
  photo: Buffer | null,
): Promise<OrderReturn> {
  const { db, storage, log, now } = deps;
  // The picture is checked and stored first (slow); a refusal below deletes it again.
  const photoName = photo ? await storeReturnPhoto(storage, photo) : null;
  try {
    const { view, refundId } = await db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, orderId);
      if (!order || order.userId !== userId) throw notFound(orders.ORDER_NOT_FOUND);
      const delivered = await orders.deliveredAtOf(tx, [order.id]);
      checkReturnAllowed(returnableOf(order, delivered.get(order.id) ?? null), request.type, now);
      const lines = await orders.findItems(tx, [order.id]);
      const taken = await takenUnits(tx, order.id);
      const items = linesOf(lines, taken, request.items ?? allPiecesLeft(lines, taken));
      const withdrawal = request.type === 'WITHDRAWAL';
      const unsent = withdrawal && (await beforeShipping(tx, order));
      const row = await createReturn(tx, {
        orderId: order.id,
        type: request.type,
        items,
        description: 'description' in request ? request.description : null,
        remedy: 'remedy' in request ? (request.remedy ?? null) : null,
        photoName,
        now,
      });
      await returnEvent(tx, order, `Zgłoszenie nr ${row.id} — ${describeReturn(row)}`, now, null);
      const outcome = unsent
        ? await withdrawBeforeShipping(tx, order, row, taken, now)
        : { accepted: row, refundId: null };
      await queueOrderEmail(tx, {
        kind: withdrawal ? 'WITHDRAWAL_CONFIRMED' : 'RETURN_REQUESTED',
        orderId: order.id,
        to: order.customerEmail,
        now,
        data: { returnId: row.id },
      });
      return { view: toOrderReturn(outcome.accepted), refundId: outcome.refundId };
    });
    if (refundId !== null) await dispatchRefund(deps, refundId);
    return view;
  } catch (error) {
    if (photoName) await discardReturnPhoto(storage, photoName, log);
    throw error;
  }
}

/** Pieces of the order's lines already in a return or refunded by staff. */
async function takenUnits(ex: Executor, orderId: number) {
  const refunds = await refundsOfOrders(ex, [orderId]);
  const refunded = refundedUnits(
    refunds.filter((refund) => refund.reason === 'STAFF' && refund.status !== 'REJECTED'),
  );
  return unitsTaken(await returnsOfOrders(ex, [orderId]), refunded);
}

/** The returns as staff read them, with their orders' buyer and status. */
async function adminReturnsOf(ex: Executor, rows: ReturnRow[]): Promise<AdminReturn[]> {
  const owners = await orders.findOrdersByIds(ex, [...new Set(rows.map((row) => row.orderId))]);
  const byId = new Map(owners.map((order) => [order.id, order]));
  return rows.map((row) => {
    const order = byId.get(row.orderId)!;
    return {
      ...toOrderReturn(row),
      customerEmail: order.customerEmail,
      orderStatus: order.status,
    };
  });
}

/** GET /admin/returns: open ones nearest deadline first, or closed ones latest first. */
export async function listReturns(db: Db, status: 'open' | 'closed'): Promise<AdminReturn[]> {
  const rows = status === 'open' ? await openReturns(db) : await closedReturns(db);
  return adminReturnsOf(db, rows);
}

/**
 * Runs a staff change of one return under its order's row lock, with the return read again
 * once the lock is held (another staff member may have decided it meanwhile).
 */
async function underOrderLock<T>(
  db: Db,
  returnId: number,
  change: (tx: Tx, order: orders.OrderRow, row: ReturnRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const known = await findReturn(tx, returnId);
    if (!known) throw notFound(RETURN_NOT_FOUND);
    const order = await orders.lockOrder(tx, known.orderId);
    const row = await findReturn(tx, returnId);
    if (!order || !row) throw notFound(RETURN_NOT_FOUND);
    return change(tx, order, row);
  });
}

/** "Towar otrzymany": REQUESTED -> RECEIVED, the 14 days to answer start. */
export async function receiveReturn(
  db: Db,
  returnId: number,
  actor: AuthUser,
  now: Date,
  audit?: AuditActor,
): Promise<AdminReturn> {
  return underOrderLock(db, returnId, async (tx, order, row) => {
    const updated = await markReceived(tx, row, now);
    await auditDecision(tx, audit, row, updated, 'return.received', null, now);
    await returnEvent(tx, order, `Zgłoszenie nr ${row.id}: towar otrzymany`, now, actor);
    const [view] = await adminReturnsOf(tx, [updated]);
    return view!;
  });
}

/** A staff step on a return in the audit trail: its status before and after, and why. */
async function auditDecision(
  tx: Tx,
  audit: AuditActor | undefined,
  before: ReturnRow,
  after: ReturnRow,
  action: string,
  note: string | null,
  now: Date,
) {
  if (!audit) return;
  const changes = [{ field: 'status', old: before.status, new: after.status }];
  const entry = { entity: 'return', entityId: before.id, action, changes, note };
  await recordAudit(tx, audit, entry, now);
}

/** A decided return: its history note, the RETURN_DECIDED e-mail, and what staff read now. */
async function recordDecision(
  tx: Tx,
  order: orders.OrderRow,
  decided: ReturnRow,
  note: string,
  actor: AuthUser,
  now: Date,
): Promise<AdminReturn> {
  await returnEvent(tx, order, note, now, actor);
  await queueOrderEmail(tx, {
    kind: 'RETURN_DECIDED',
    orderId: order.id,
    to: order.customerEmail,
    now,
    data: { returnId: decided.id },
  });
  const [view] = await adminReturnsOf(tx, [decided]);
  return view!;
}

/**
 * "Przyjmij": ACCEPTED, and in the same transaction the refund of the returned pieces (and the
 * shipping cost when asked) through the staff refund path, at most once (idempotency key
 * `return-<id>`); pieces refunded by hand before leave nothing to refund, which the history
 * says. A second decision, however it comes (double click, retry, two staff), is 409.
 */
export async function acceptReturnRequest(
  deps: RefundDeps,
  returnId: number,
  request: AcceptReturnRequest,
  actor: AuthUser,
  audit?: AuditActor,
): Promise<AdminReturn> {
  const { db, now } = deps;
  const { view, refundId } = await underOrderLock(db, returnId, async (tx, order, row) => {
    if (!isOpen(row)) throw alreadyDecided();
    const { deduction } = request;
    if (deduction && row.type !== 'WITHDRAWAL') {
      throw badRequest('Potrącenie za zmniejszenie wartości dotyczy tylko odstąpienia od umowy');
    }
    const refund = await refundReturn(
      tx,
      order,
      {
        returnId: row.id,
        items: row.items,
        shipping: request.refundShipping,
        withdrawal: row.type === 'WITHDRAWAL',
        deduction: deduction?.amount,
      },
      actor,
      now,
    );
    const updated = await acceptReturn(tx, row, {
      now,
      actorId: actor.id,
      refundId: refund?.id ?? null,
      deduction,
    });
    const kept = deduction
      ? `, potrącono ${formatPrice(deduction.amount)} za zmniejszenie wartości: ${deduction.reason}`
      : '';
    const note = refund
      ? `Zgłoszenie nr ${row.id} przyjęte, zwrot ${formatPrice(refund.amount)}${kept}`
      : deduction
        ? `Zgłoszenie nr ${row.id} przyjęte bez zwrotu pieniędzy${kept}`
        : `Zgłoszenie nr ${row.id} przyjęte bez zwrotu pieniędzy: zwracane pozycje zostały już zwrócone wcześniej`;
    await auditDecision(tx, audit, row, updated, 'return.accept', note, now);
    const decided = await recordDecision(tx, order, updated, note, actor, now);
    return { view: decided, refundId: refund?.id ?? null };
  });
  if (refundId !== null) await dispatchRefund(deps, refundId);
  return view;
}

/** "Odrzuć": REJECTED with the reason the shopper reads in the e-mail and on the order. */
export async function rejectReturnRequest(
  db: Db,
  returnId: number,
  request: RejectReturnRequest,
  actor: AuthUser,
  now: Date,
  audit?: AuditActor,
): Promise<AdminReturn> {
  return underOrderLock(db, returnId, async (tx, order, row) => {
    if (!isOpen(row)) throw alreadyDecided();
    const updated = await rejectReturn(tx, row, { now, actorId: actor.id, reason: request.reason });
    const note = `Zgłoszenie nr ${row.id} odrzucone: ${request.reason}`;
    await auditDecision(tx, audit, row, updated, 'return.reject', request.reason, now);
    return recordDecision(tx, order, updated, note, actor, now);
  });
}

/**
 * The photo of a return, to the order's owner or to staff who handle returns; anyone else
 * (and a return without a photo) gets 404, as if there were none.
 */
export async function returnPhoto(
  db: Db,
  storage: ImageStorage,
  returnId: number,
  user: AuthUser,
): Promise<Buffer> {
  const row = await findReturn(db, returnId);
  const order = row ? await orders.findOrder(db, row.orderId) : undefined;
  const allowed = order?.userId === user.id || user.scopes.includes('MANAGE_RETURNS');
  const photo = row?.photoName && allowed ? await readReturnPhoto(storage, row.photoName) : null;
  if (!photo) throw notFound('Nie znaleziono zdjęcia');
  return photo;
}

/** The return an order e-mail is about (jobs/outbox.ts), with the order it belongs to. */
export async function returnForMail(
  db: Db,
  returnId: number,
  orderId: number,
): Promise<OrderReturn> {
  const row = await findReturn(db, returnId);
  if (!row || row.orderId !== orderId) {
    throw new Error(`return ${returnId} is not among order ${orderId}'s returns`);
  }
  return toOrderReturn(row);
}
