// Refunds of an order (docs/refunds.md): which money goes back and when. A late payment for a
// piece sold meanwhile, or a second payment, goes back automatically; staff give back a whole
// order or chosen lines. Every refund is written in the transaction that decides it, under the
// order's row lock, with its history entry; the provider is asked after the commit (and again by
// the retry job), and its refund notification settles it once (settling.ts).
import type { AdminOrder, RefundRequest } from '@shop/shared/orders';
import { formatPrice } from '@shop/shared/money';
import { refundReasonLabels } from '@shop/shared/after-sale-labels';
import {
  givesEverythingBack,
  refundedUnits,
  refundValue,
  unitsLeft,
  type RefundableOrder,
  type RefundLine,
} from '@shop/shared/refunds';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import {
  createRefund,
  findRefundByIdempotencyKey,
  refundsOfOrders,
  type RefundRow,
} from '../../modules/refunds/index.ts';
import * as orders from '../../modules/orders/index.ts';
import { adminOrdersOf } from '../order-view/view.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/index.ts';
import { dispatchRefund, refundEvent, type RefundDeps } from './settling.ts';

/** A payment as the orders module knows it when it decides to give it back. */
export interface RefundedPayment {
  transactionId: number;
  sessionId: string;
  amount: number;
}

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
