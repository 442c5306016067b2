// An order's life, written only here: each verb checks that its status may follow the current
// one (LIFECYCLE), changes the row and writes the history entry in the caller's transaction,
// under the order's row lock (lockOrder / lockExpiredOrders). Flows say what happened (paid,
// shipped, cancelled…); they never set a status or write history rows themselves.
import type { OrderStatus } from '@shop/shared/enums';
import type { OrderEventKind } from '@shop/shared/orders';
import type { Executor } from '../../db/client.ts';
import * as repo from './repository.ts';
import type { NewOrderRow, OrderRow } from './repository.ts';

/**
 * Every move an order can make, whoever makes it: the payment provider (PENDING -> PAID, and a
 * CANCELLED order whose reservation ran out taken back by a late payment), InPost and staff
 * (PAID -> SHIPPED -> DELIVERED; a delivery InPost reports at once still passes SHIPPED), the
 * reservation's end, staff and a withdrawal before shipping (-> CANCELLED).
 */
export const LIFECYCLE: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['PAID', 'CANCELLED'],
  PAID: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: ['PAID'],
};

/** Who moved it; null: the shop itself (a job, the provider, InPost). */
export type Actor = { id: number; email: string } | null;

interface Move {
  to: OrderStatus;
  /** What the history says: STATUS, or PAYMENT for a payment's arrival. */
  kind?: Extract<OrderEventKind, 'STATUS' | 'PAYMENT'>;
  note: string | null;
  now: Date;
  actor?: Actor;
  /** Columns that change with the status (paid at, cancel reason…). */
  fields?: Partial<
    Pick<
      NewOrderRow,
      'paidAt' | 'paymentTransactionId' | 'cancelReason' | 'cancelledAt' | 'refundRequired'
    >
  >;
}

/** A move LIFECYCLE does not allow: a programming error, never a shopper's or staff's mistake. */
export class IllegalOrderMove extends Error {
  constructor(orderId: number, from: OrderStatus, to: OrderStatus) {
    super(`order ${orderId} cannot move from ${from} to ${to}`);
  }
}

async function move(ex: Executor, order: OrderRow, step: Move): Promise<OrderRow> {
  if (!LIFECYCLE[order.status].includes(step.to)) {
    throw new IllegalOrderMove(order.id, order.status, step.to);
  }
  const moved = await repo.updateOrder(ex, order.id, {
    ...step.fields,
    status: step.to,
    updatedAt: step.now,
  });
  await repo.insertEvent(ex, {
    orderId: order.id,
    kind: step.kind ?? 'STATUS',
    fromStatus: order.status,
    toStatus: step.to,
    actorId: step.actor?.id ?? null,
    actorEmail: step.actor?.email ?? null,
    note: step.note,
    createdAt: step.now,
  });
  return moved;
}

/**
 * The payment arrived: PENDING -> PAID, or CANCELLED (its reservation ended) -> PAID once its
 * pieces were taken again.
 */
export function orderPaid(
  ex: Executor,
  order: OrderRow,
  paid: { transactionId: number; note: string; now: Date },
): Promise<OrderRow> {
  const fields = {
    paidAt: paid.now,
    paymentTransactionId: paid.transactionId,
    ...(order.status === 'CANCELLED' ? { cancelReason: null, cancelledAt: null } : {}),
  };
  return move(ex, order, { to: 'PAID', kind: 'PAYMENT', note: paid.note, now: paid.now, fields });
}

/** A payment the order cannot keep (a second one, or one for an order gone): kept, to refund. */
export async function paymentToRefund(
  ex: Executor,
  order: OrderRow,
  payment: { transactionId: number; note: string; now: Date; firstPayment: boolean },
): Promise<void> {
  await repo.updateOrder(ex, order.id, {
    refundRequired: true,
    updatedAt: payment.now,
    ...(payment.firstPayment
      ? { paidAt: payment.now, paymentTransactionId: payment.transactionId }
      : {}),
  });
  await repo.insertNote(ex, order, 'PAYMENT', payment.note, payment.now);
}

/** The parcel left (InPost took it, or staff handed it over): PAID -> SHIPPED. */
export function orderShipped(
  ex: Executor,
  order: OrderRow,
  step: { note: string | null; now: Date; actor?: Actor },
): Promise<OrderRow> {
  return move(ex, order, { to: 'SHIPPED', ...step });
}

/** The parcel reached the buyer: SHIPPED -> DELIVERED. */
export function orderDelivered(
  ex: Executor,
  order: OrderRow,
  step: { note: string | null; now: Date; actor?: Actor },
): Promise<OrderRow> {
  return move(ex, order, { to: 'DELIVERED', ...step });
}

/**
 * The order ends without being sent: its reservation ran out (EXPIRED), staff cancelled it
 * (STAFF) or the buyer withdrew before shipping (WITHDRAWAL). A paid one owes its money back.
 */
export function orderCancelled(
  ex: Executor,
  order: OrderRow,
  step: {
    reason: NonNullable<OrderRow['cancelReason']>;
    note: string | null;
    now: Date;
    actor?: Actor;
  },
): Promise<OrderRow> {
  return move(ex, order, {
    to: 'CANCELLED',
    note: step.note,
    now: step.now,
    actor: step.actor,
    fields: {
      cancelReason: step.reason,
      cancelledAt: step.now,
      refundRequired: order.paidAt !== null,
    },
  });
}

/** Every payment the order owed back has gone back. */
export async function refundSettled(ex: Executor, orderId: number, now: Date): Promise<void> {
  await repo.updateOrder(ex, orderId, { refundRequired: false, updatedAt: now });
}

/** The provider's registration token, so a second visit reuses the transaction. */
export async function paymentRegistered(ex: Executor, orderId: number, token: string, now: Date) {
  await repo.updateOrder(ex, orderId, { paymentToken: token, updatedAt: now });
}

/** The receipt printed for the order (its number on the Novitus printer), with the history. */
export async function receiptPrinted(
  ex: Executor,
  order: OrderRow,
  receipt: { receiptId: string; now: Date; actor: Actor },
): Promise<OrderRow> {
  const updated = await repo.updateOrder(ex, order.id, {
    receiptId: receipt.receiptId,
    updatedAt: receipt.now,
  });
  await repo.insertNote(
    ex,
    order,
    'RECEIPT',
    `Paragon ${receipt.receiptId}`,
    receipt.now,
    receipt.actor,
  );
  return updated;
}
