// A refund's settlement (docs/refunds.md): handed to the provider after the commit that wrote it
// (and again by the retry job), then settled here once by the provider's refund notification —
// history, the REFUNDED e-mail, the corrected invoice, and the order's refund flag once nothing
// more is owed. Deciding which money goes back is refunding.ts.
import type { FastifyBaseLogger } from 'fastify';
import { formatPrice } from '@shop/shared/money';
import {
  PAYMENT_CURRENCY,
  type RefundNotification,
  type RefundNotificationOutcome,
} from '@shop/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../http/jwt.ts';
import { queueOrderEmail } from '../../modules/mail/index.ts';
import type { PaymentProvider } from '../../modules/payments/index.ts';
import {
  dueRefunds,
  findRefund,
  findRefundByUuid,
  refundsOfOrders,
  sendRefund,
  settleRefund,
  type RefundRow,
} from '../../modules/refunds/index.ts';
import { issueCorrection } from '../invoicing/invoicing.ts';
import * as orders from '../../modules/orders/index.ts';

/** What settling a refund needs: the database, the provider, the log and the moment. */
export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now: Date;
}

/** A refund's entry in the order's history (by staff, or the shop itself: null). */
export const refundEvent = (
  tx: Tx,
  order: orders.OrderRow,
  note: string,
  now: Date,
  actor: AuthUser | null = null,
) => orders.insertNote(tx, order, 'REFUND', note, now, actor);

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
