// Refunds of an order (docs/refunds.md): which money goes back and when. A late payment for a
// piece sold meanwhile, or a second payment, goes back automatically; staff give back a whole
// order or chosen lines. Every refund is written in the transaction that decides it, under the
// order's row lock, with its history entry; the provider is asked after the commit (and again by
// the retry job); its refund notification settles it here once: history, the REFUNDED e-mail,
// the order's refund flag.
import type { FastifyBaseLogger } from 'fastify';
import type { AdminOrder, RefundRequest } from '@shop/shared/orders';
import { formatPrice } from '@shop/shared/money';
import { refundReasonLabels } from '@shop/shared/after-sale-labels';
import {
  PAYMENT_CURRENCY,
  type RefundNotification,
  type RefundNotificationOutcome,
} from '@shop/shared/payments';
import {
  givesEverythingBack,
  refundedUnits,
  refundValue,
  unitsLeft,
  type RefundableOrder,
  type RefundLine,
} from '@shop/shared/refunds';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import { queueOrderEmail } from '../../modules/mail/index.ts';
import type { PaymentProvider } from '../../modules/payments/index.ts';
import {
  createRefund,
  dueRefunds,
  findRefund,
  findRefundByIdempotencyKey,
  findRefundByUuid,
  refundsOfOrders,
  sendRefund,
  settleRefund,
  type RefundRow,
} from '../../modules/refunds/index.ts';
import { issueCorrection } from '../invoicing/invoicing.ts';
import * as orders from '../../modules/orders/index.ts';
import { adminOrdersOf } from '../order-view/view.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/index.ts';

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now: Date;
}

/** A payment as the orders module knows it when it decides to give it back. */
export interface RefundedPayment {
  transactionId: number;
  sessionId: string;
  amount: number;
}

const refundEvent = (
  tx: Tx,
  order: orders.OrderRow,
  note: string,
  now: Date,
  actor: AuthUser | null = null,
) => orders.insertNote(tx, order, 'REFUND', note, now, actor);

/**
 * Gives a whole payment back (a late payment for a sold piece, a second payment), in the
 * caller's transaction under the order's lock. The caller checked there is no automatic refund
 * of this transaction yet (automaticRefundOf); a unique index stands behind that check.
 */
export async function refundAutomatically(
  tx: Tx,
  order: orders.OrderRow,
  payment: RefundedPayment,
  reason: 'LATE_PAYMENT' | 'DOUBLE_PAYMENT',
  now: Date,
): Promise<number> {
  const refund = await createRefund(tx, {
    orderId: order.id,
    transactionId: payment.transactionId,
    sessionId: payment.sessionId,
    amount: payment.amount,
    reason,
    items: [],
    shipping: false,
    note: null,
    idempotencyKey: null,
    createdBy: null,
    now,
  });
  await refundEvent(
    tx,
    order,
    `Zwrot ${formatPrice(payment.amount)} zlecony automatycznie: ${refundReasonLabels[reason]} (transakcja ${payment.transactionId})`,
    now,
  );
  return refund.id;
}

const cannotRefund = (message: string) => new AppError('RefundNotPossibleException', 409, message);

/** What a staff refund gives back: the lines, the shipping cost, the amount. */
interface StaffRefund {
  items: RefundLine[];
  shipping: boolean;
  amount: number;
}

/** The refunds not rejected, and what is left of the order's payment after them (> 0). */
function paymentLeft(order: orders.OrderRow, refunds: RefundRow[]) {
  const standing = refunds.filter((refund) => refund.status !== 'REJECTED');
  const paidLeft =
    order.totalAmount -
    standing
      .filter((refund) => refund.transactionId === order.paymentTransactionId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  if (paidLeft <= 0) throw cannotRefund('Nie ma już czego zwrócić');
  return { standing, paidLeft };
}

/**
 * A price reduction for a complaint (art. 43e u.p.k., art. 560 § 1 k.c.; decision 035): any amount up to what the line's units
 * not given back are still worth (after the coupon's share and earlier reductions), and up to
 * what is left of the payment. The goods stay with the buyer: no units are taken back.
 */
function reductionOf(
  order: orders.OrderRow,
  lines: orders.OrderItemRow[],
  refunds: RefundRow[],
  reduction: NonNullable<RefundRequest['priceReduction']>,
): StaffRefund & { reducedItemId: number } {
  const { standing, paidLeft } = paymentLeft(order, refunds);
  const item = lines.find((candidate) => candidate.id === reduction.orderItemId);
  if (!item) throw cannotRefund('Ta pozycja nie należy do zamówienia');
  const refunded = refundedUnits(standing.filter((refund) => refund.reason === 'STAFF'));
  const left = item.quantity - (refunded.get(item.id) ?? 0);
  if (left === 0) throw cannotRefund(`Pozycja „${item.productName}” została już zwrócona`);
  const refundable: RefundableOrder = {
    items: lines,
    discount: order.discount,
    shippingCost: order.shippingCost,
  };
  const reducedBefore = standing
    .filter((refund) => refund.reducedItemId === item.id)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const worth =
    refundValue(refundable, refunded, [{ orderItemId: item.id, quantity: left }], false) -
    reducedBefore;
  if (reduction.amount > Math.min(worth, paidLeft)) {
    throw cannotRefund(
      `Obniżka ${formatPrice(reduction.amount)} przekracza to, co można jeszcze zwrócić za „${item.productName}” (${formatPrice(Math.min(worth, paidLeft))})`,
    );
  }
  return { items: [], shipping: false, amount: reduction.amount, reducedItemId: item.id };
}

/**
 * The staff refund the request asks for, checked against the order: only what was paid, minus
 * what refunds not rejected give back already, and each line's units within what is left.
 */
function staffRefundOf(
  order: orders.OrderRow,
  lines: orders.OrderItemRow[],
  refunds: RefundRow[],
  request: RefundRequest,
): StaffRefund {
  const { standing, paidLeft } = paymentLeft(order, refunds);
  const byStaff = standing.filter((refund) => refund.reason === 'STAFF');
  const refunded = refundedUnits(byStaff);
  const shippingBack = byStaff.some((refund) => refund.shipping);
  const refundable: RefundableOrder = {
    items: lines,
    discount: order.discount,
    shippingCost: order.shippingCost,
  };

  if (request.items === undefined) {
    const shipping = !shippingBack && order.shippingCost > 0;
    return { items: unitsLeft(refundable, refunded), shipping, amount: paidLeft };
  }
  if (request.items.length === 0 && !request.shipping) {
    throw badRequest('Wybierz pozycje lub koszt dostawy do zwrotu');
  }
  const seen = new Set<number>();
  for (const line of request.items) {
    if (seen.has(line.orderItemId)) {
      throw badRequest('Pozycja zamówienia powtarza się we wniosku o zwrot');
    }
    seen.add(line.orderItemId);
    const item = lines.find((candidate) => candidate.id === line.orderItemId);
    if (!item) throw cannotRefund('Ta pozycja nie należy do zamówienia');
    const left = item.quantity - (refunded.get(item.id) ?? 0);
    if (left === 0) throw cannotRefund(`Pozycja „${item.productName}” została już zwrócona`);
    if (line.quantity > left) {
      throw cannotRefund(
        `Z pozycji „${item.productName}” można zwrócić najwyżej ${left} szt. (wybrano ${line.quantity})`,
      );
    }
  }
  if (request.shipping && shippingBack) throw cannotRefund('Koszt dostawy został już zwrócony');
  const amount = refundValue(refundable, refunded, request.items, request.shipping);
  if (amount === 0) throw cannotRefund('Wybrane pozycje nie mają wartości do zwrotu');
  if (amount > paidLeft) {
    throw cannotRefund(
      `Kwota zwrotu ${formatPrice(amount)} przekracza kwotę, którą można jeszcze zwrócić (${formatPrice(paidLeft)})`,
    );
  }
  return { items: request.items, shipping: request.shipping, amount };
}

/** "Lampka × 1, dostawa", "cała pozostała kwota" or "obniżenie ceny: Lampka", for the history. */
function describeRefund(request: RefundRequest, refund: StaffRefund, lines: orders.OrderItemRow[]) {
  const reduced = request.priceReduction?.orderItemId;
  if (reduced !== undefined) {
    return `obniżenie ceny: ${lines.find((line) => line.id === reduced)!.productName}`;
  }
  if (request.items === undefined) return 'cała pozostała kwota';
  const parts = refund.items.map((line) => {
    const item = lines.find((candidate) => candidate.id === line.orderItemId)!;
    return `${item.productName} × ${line.quantity}`;
  });
  if (refund.shipping) parts.push('dostawa');
  return parts.join(', ');
}

/**
 * "Zwróć pieniądze": a staff refund of a paid order, whole or chosen lines. A request with the
 * Idempotency-Key of an earlier one makes no second refund (a double click, a retry). Answers
 * the order after the provider was asked (with the simulator, already refunded).
 */
export async function refundOrder(
  deps: RefundDeps,
  orderId: number,
  request: RefundRequest,
  actor: AuthUser,
  idempotencyKey: string | null,
  audit?: AuditActor,
): Promise<AdminOrder> {
  const { db, now } = deps;
  const refundId = await db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, orderId);
    if (!order) throw notFound(orders.ORDER_NOT_FOUND);
    if (idempotencyKey !== null) {
      const earlier = await findRefundByIdempotencyKey(tx, order.id, idempotencyKey);
      if (earlier) return earlier.id;
    }
    if (order.paidAt === null || order.paymentTransactionId === null) {
      throw conflict('OrderNotPaidException', 'Zamówienie nie zostało opłacone');
    }
    const lines = await orders.findItems(tx, [order.id]);
    const refunds = await refundsOfOrders(tx, [order.id]);
    const reduction = request.priceReduction;
    const refund = reduction
      ? reductionOf(order, lines, refunds, reduction)
      : staffRefundOf(order, lines, refunds, request);
    const created = await createRefund(tx, {
      orderId: order.id,
      transactionId: order.paymentTransactionId,
      sessionId: order.paymentSessionId,
      ...refund,
      reason: reduction ? 'PRICE_REDUCTION' : 'STAFF',
      note: reduction?.reason ?? (request.note || null),
      idempotencyKey,
      createdBy: actor.id,
      now,
    });
    const what = describeRefund(request, refund, lines);
    const why = reduction?.reason ?? request.note;
    const note = why ? ` — ${why}` : '';
    if (audit) {
      await recordAudit(
        tx,
        audit,
        {
          entity: 'order',
          entityId: order.id,
          action: 'refund.create',
          changes: [{ field: 'amount', old: null, new: refund.amount }],
          note: `Zwrot nr ${created.id}: ${what}${note}`,
        },
        now,
      );
    }
    await refundEvent(
      tx,
      order,
      `Zwrot ${formatPrice(refund.amount)} zlecony: ${what}${note}`,
      now,
      actor,
    );
    return created.id;
  });
  await dispatchRefund(deps, refundId);
  const row = await orders.findOrder(db, orderId);
  const [view] = await adminOrdersOf(db, [row!]);
  return view!;
}

/** What a return gives back (orders/returning.ts): its pieces, and the shipping cost if asked. */
export interface ReturnedGoods {
  returnId: number;
  items: RefundLine[];
  /** Staff's choice: the delivery cost too (a withdrawal that completes the order gets it anyway). */
  shipping: boolean;
  /** A withdrawal (art. 32 ust. 1): once every piece is given back, the delivery cost is too. */
  withdrawal?: boolean;
  /** Grosze kept for the goods' diminished value (art. 34 ust. 4), taken off the pieces' value. */
  deduction?: number;
}

/** 400: a deduction larger than the pieces' value it is taken from. */
const deductionTooLarge = (value: number) =>
  badRequest(
    `Potrącenie nie może być większe niż wartość zwracanych produktów (${formatPrice(value)})`,
  );

/**
 * The refund of an accepted return, in the caller's transaction under the order's lock: the
 * return's units not refunded yet (staff may have refunded some by hand), and the shipping cost
 * when asked and not back yet, within what is left of the payment. Its idempotency key
 * `return-<id>` makes it at most one refund, whoever asks again. Answers the refund (the caller
 * dispatches it after the commit), or null when nothing of it is left to give back.
 */
export async function refundReturn(
  tx: Tx,
  order: orders.OrderRow,
  goods: ReturnedGoods,
  /** null: the shop's own (a withdrawal from an order not sent yet). */
  actor: AuthUser | null,
  now: Date,
): Promise<{ id: number; amount: number } | null> {
  const idempotencyKey = `return-${goods.returnId}`;
  const earlier = await findRefundByIdempotencyKey(tx, order.id, idempotencyKey);
  if (earlier) return { id: earlier.id, amount: earlier.amount };
  if (order.paidAt === null || order.paymentTransactionId === null) return null;
  const lines = await orders.findItems(tx, [order.id]);
  const standing = (await refundsOfOrders(tx, [order.id])).filter((r) => r.status !== 'REJECTED');
  const paidLeft =
    order.totalAmount -
    standing
      .filter((refund) => refund.transactionId === order.paymentTransactionId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  const byStaff = standing.filter((refund) => refund.reason === 'STAFF');
  const refunded = refundedUnits(byStaff);
  const items = goods.items
    .map((line) => {
      const item = lines.find((candidate) => candidate.id === line.orderItemId);
      const left = item ? item.quantity - (refunded.get(item.id) ?? 0) : 0;
      return { orderItemId: line.orderItemId, quantity: Math.min(line.quantity, left) };
    })
    .filter((line) => line.quantity > 0);
  // Every piece back with this one: the consumer has withdrawn from the whole contract, and
  // „przedsiębiorca jest obowiązany niezwłocznie … zwrócić konsumentowi wszystkie dokonane przez
  // niego płatności, w tym koszty dostarczenia rzeczy” (art. 32 ust. 1).
  const completes =
    goods.withdrawal === true && givesEverythingBack({ items: lines }, refunded, items);
  const shipping =
    (goods.shipping || completes) &&
    order.shippingCost > 0 &&
    !byStaff.some((refund) => refund.shipping);
  const refundable: RefundableOrder = {
    items: lines,
    discount: order.discount,
    shippingCost: order.shippingCost,
  };
  const deduction = goods.deduction ?? 0;
  const goodsValue = refundValue(refundable, refunded, items, false);
  if (deduction > goodsValue) throw deductionTooLarge(goodsValue);
  const amount = Math.min(refundValue(refundable, refunded, items, shipping) - deduction, paidLeft);
  if (amount <= 0) return null;
  // The same words as the return's own record: what it was, and its number.
  const which = `${goods.withdrawal ? 'odstąpienie od umowy' : 'reklamacja'}, zgłoszenie nr ${goods.returnId}`;
  const note =
    deduction > 0
      ? `${which}, potrącono ${formatPrice(deduction)} za zmniejszenie wartości`
      : which;
  const created = await createRefund(tx, {
    orderId: order.id,
    transactionId: order.paymentTransactionId,
    sessionId: order.paymentSessionId,
    items,
    shipping,
    amount,
    reason: 'STAFF',
    note,
    idempotencyKey,
    createdBy: actor?.id ?? null,
    now,
  });
  const what = describeRefund({ items, shipping }, { items, shipping, amount }, lines);
  await refundEvent(
    tx,
    order,
    `Zwrot ${formatPrice(amount)} zlecony: ${what} — ${note}`,
    now,
    actor,
  );
  return { id: created.id, amount };
}

/**
 * Whether money must still go back: all that was paid for a cancelled order, and every second
 * payment (each has its automatic refund, whose amount is that payment), less what completed
 * refunds gave back from each transaction.
 */
export function moneyStillOwed(order: orders.OrderRow, refunds: readonly RefundRow[]): boolean {
  const returned = (transactionId: number) =>
    refunds
      .filter((r) => r.transactionId === transactionId && r.status === 'COMPLETED')
      .reduce((sum, r) => sum + r.amount, 0);
  const paidForNothing =
    order.status === 'CANCELLED' &&
    order.paymentTransactionId !== null &&
    returned(order.paymentTransactionId) < order.totalAmount;
  const secondPayments = refunds.filter((r) => r.reason === 'DOUBLE_PAYMENT');
  return paidForNothing || secondPayments.some((r) => returned(r.transactionId) < r.amount);
}

/**
 * The provider's outcome of a PENDING refund, with its history entry; a completed one sends the
 * REFUNDED e-mail and corrects the order's invoice; the refund flag ends once nothing is owed.
 */
async function settle(
  tx: Tx,
  order: orders.OrderRow,
  refund: RefundRow,
  outcome: { status: 'COMPLETED' | 'REJECTED'; message: string | null; now: Date },
  log: FastifyBaseLogger,
) {
  const { status, message, now } = outcome;
  await settleRefund(tx, refund, outcome);
  const amount = formatPrice(refund.amount);
  await refundEvent(
    tx,
    order,
    status === 'COMPLETED'
      ? `Zwrot ${amount} wykonany`
      : `Zwrot ${amount} odrzucony przez operatora płatności${message ? `: ${message}` : ''}`,
    now,
  );
  if (status === 'COMPLETED') {
    await queueOrderEmail(tx, {
      kind: 'REFUNDED',
      orderId: order.id,
      to: order.customerEmail,
      now,
      data: { refundId: refund.id },
    });
    // The money is back whatever happens to the document: a correction that fails is logged
    // (its savepoint undone) and the refund still settles.
    await tx
      .transaction((savepoint) => issueCorrection(savepoint, order, refund, now))
      .catch((error: unknown) =>
        log.error({ err: error, refundId: refund.id }, 'correcting invoice not issued'),
      );
  }
  if (order.refundRequired && !moneyStillOwed(order, await refundsOfOrders(tx, [order.id]))) {
    await orders.refundSettled(tx, order.id, now);
  }
}

export interface RefundNoticeResult {
  outcome: RefundNotificationOutcome;
  refundId?: number;
  orderId?: number;
  detail?: string;
}

/**
 * Applies a verified refund notification: finds the refund by its refundsUuid, checks the
 * notification is about it (requestId, transaction, session, amount, currency) and settles it
 * once; a replay, or a late second outcome, changes nothing.
 */
export async function applyRefundNotification(
  { db, now, log }: Omit<RefundDeps, 'provider'>,
  n: Omit<RefundNotification, 'sign'>,
): Promise<RefundNoticeResult> {
  const found = await findRefundByUuid(db, n.refundsUuid);
  if (!found) return { outcome: 'UNKNOWN_REFUND' };
  const facts = { refundId: found.id, orderId: found.orderId };
  const expected = `${found.requestId} ${found.transactionId} ${found.sessionId} ${found.amount} ${PAYMENT_CURRENCY}`;
  const received = `${n.requestId} ${n.orderId} ${n.sessionId} ${n.amount} ${n.currency}`;
  if (received !== expected) {
    return {
      outcome: 'REJECTED_MISMATCH',
      ...facts,
      detail: `expected ${expected}, got ${received}`,
    };
  }
  const status = n.status === 0 ? 'COMPLETED' : 'REJECTED';
  return db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, found.orderId);
    const refund = await findRefund(tx, found.id);
    if (!order || !refund) throw new Error(`refund ${found.id} or its order vanished`);
    if (refund.status !== 'PENDING') {
      const detail = refund.status === status ? undefined : `already ${refund.status}`;
      return { outcome: 'DUPLICATE' as const, ...facts, detail };
    }
    await settle(tx, order, refund, { status, message: null, now }, log);
    return { outcome: status, ...facts };
  });
}

/** A refund the provider refused when it was handed over: settled as REJECTED, once. */
async function applyRefusal(deps: RefundDeps, refundId: number, message: string) {
  const { now, log } = deps;
  await deps.db.transaction(async (tx) => {
    const known = await findRefund(tx, refundId);
    if (!known) return;
    const order = await orders.lockOrder(tx, known.orderId);
    // Read again under the order's lock: a notification may have settled it meanwhile.
    const refund = await findRefund(tx, refundId);
    if (!order || refund?.status !== 'PENDING') return;
    await settle(tx, order, refund, { status: 'REJECTED', message, now }, log);
  });
}

/**
 * Hands a refund to the provider after the transaction that wrote it (or for the retry job).
 * Never throws: whatever fails, the refund stays unsent and the job tries again.
 */
export async function dispatchRefund(deps: RefundDeps, refundId: number): Promise<void> {
  try {
    const sent = await sendRefund(deps, refundId);
    if (sent.kind === 'REFUSED') await applyRefusal(deps, refundId, sent.message);
  } catch (error) {
    deps.log.error({ err: error, refundId }, 'refund sending failed, the retry job will send it');
  }
}

/** Hands every due unsent refund to the provider (the retry job); answers how many it tried. */
export async function dispatchDueRefunds(deps: RefundDeps, limit = 50): Promise<number> {
  const ids = await dueRefunds(deps.db, deps.now, limit);
  for (const id of ids) await dispatchRefund(deps, id);
  return ids.length;
}
