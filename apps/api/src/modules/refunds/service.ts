// Refunds: money an order gives back through the payment provider (docs/refunds.md). This module
// keeps the refunds and hands them to the provider; it knows nothing of orders' rules. The
// orders module decides refunds and applies their outcome to the order (orders/refunding.ts),
// each status change in the transaction that holds the order's row lock:
//   createRefund(tx, refund)           a PENDING refund, written with the decision
//   automaticRefundOf(ex, transaction) the automatic refund of a payment, if there is one
//   findRefund, findRefundByUuid, findRefundByIdempotencyKey
//   refundsOfOrders(ex, orderIds)      what the refund rules read
//   orderRefundsOf(ex, orderIds)       what the order view shows
//   settleRefund(tx, id, outcome)      COMPLETED or REJECTED, as the provider reported it
//   sendRefund(deps, id)               hands one refund to the provider, after the commit
//   dueRefunds(db, now, limit)         the unsent refunds the retry job sends
//   refundTotals(ex, orderIdsSql)      refunds of the orders a fragment selects (a drop's results)
//   refundedLinesSql(orderIdsSql)      what those refunds took off each line (a drop's results)
// The payments module logs refund notifications here (recordRefundNotification).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderRefund } from '@shop/shared/orders';
import type { RefundLine } from '@shop/shared/refunds';
import type { Db, Executor } from '../../db/client.ts';
import type { PaymentProvider } from '../payments/index.ts';
import * as repo from './repository.ts';

export type RefundRow = repo.RefundRow;

/** The provider is asked again after 30 s, then 1, 2, 4... minutes, at least once an hour. */
export const SEND_BACKOFF: repo.Backoff = { firstSeconds: 30, maxSeconds: 3600 };

export interface NewRefund {
  orderId: number;
  /** The provider's transaction the money goes back from, and its session. */
  transactionId: number;
  sessionId: string;
  amount: number;
  reason: OrderRefund['reason'];
  items: RefundLine[];
  shipping: boolean;
  note: string | null;
  /** A price reduction (PRICE_REDUCTION): the order line whose price it lowers. */
  reducedItemId?: number | null;
  idempotencyKey: string | null;
  createdBy: number | null;
  now: Date;
}

/**
 * A PENDING refund with fresh provider ids, due to be sent at once. Its refundsUuid is 32 hex
 * digits (Przelewy24 takes at most 35 characters), its requestId a UUID.
 */
export async function createRefund(tx: Executor, refund: NewRefund): Promise<RefundRow> {
  const { now, ...fields } = refund;
  return repo.insertRefund(tx, {
    ...fields,
    uuid: randomUUID().replaceAll('-', ''),
    requestId: randomUUID(),
    status: 'PENDING',
    createdAt: now,
    nextAttemptAt: now,
  });
}

export const findRefund = repo.findRefund;
export const automaticRefundOf = repo.findAutomaticRefund;
export const findRefundByUuid = repo.findRefundByUuid;
export const findRefundByIdempotencyKey = repo.findByIdempotencyKey;

/** The refunds of these orders, oldest first. */
export const refundsOfOrders = repo.findRefundsOfOrders;

/** The refunds of these orders as the Order object shows them, oldest first, by order id. */
export async function orderRefundsOf(
  ex: Executor,
  orderIds: number[],
): Promise<Map<number, OrderRefund[]>> {
  const byOrder = new Map<number, OrderRefund[]>();
  for (const row of await repo.findRefundsOfOrders(ex, orderIds)) {
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toOrderRefund(row)]);
  }
  return byOrder;
}

/** The refund as the Order object shows it. */
export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    items: row.items,
    shipping: row.shipping,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * The provider's outcome of a PENDING refund (the caller checked it is PENDING, under the
 * order's lock). An outcome also means the provider has it: it is no longer waiting to be sent.
 */
export async function settleRefund(
  tx: Executor,
  refund: RefundRow,
  outcome: { status: 'COMPLETED' | 'REJECTED'; message: string | null; now: Date },
): Promise<RefundRow> {
  return repo.updateRefund(tx, refund.id, {
    status: outcome.status,
    settledAt: outcome.now,
    providerMessage: outcome.message,
    sentAt: refund.sentAt ?? outcome.now,
    nextAttemptAt: null,
  });
}

export interface SendDeps {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  log: FastifyBaseLogger;
}

export type SendResult =
  /** Sent, settled, or being sent by someone else right now. */
  | { kind: 'SKIPPED' }
  | { kind: 'SENT' }
  /** The provider refused it for good: the caller settles it as REJECTED. */
  | { kind: 'REFUSED'; refund: RefundRow; message: string }
  /** Not handed over (provider unreachable or busy): tried again after the back-off. */
  | { kind: 'FAILED'; error: string };

/**
 * Hands one refund to the provider, unless it was sent already or another sender has it. Every
 * attempt carries the refund's own requestId, so a repeat never refunds twice.
 */
export async function sendRefund(deps: SendDeps, refundId: number): Promise<SendResult> {
  const { db, provider, now, log } = deps;
  const refund = await repo.claimForSending(db, refundId, now, SEND_BACKOFF);
  if (!refund) return { kind: 'SKIPPED' };
  const about = { refundId, orderId: refund.orderId, attempt: refund.attempts };
  let registration;
  try {
    registration = await provider.refund({
      requestId: refund.requestId,
      refundsUuid: refund.uuid,
      transactionId: refund.transactionId,
      sessionId: refund.sessionId,
      amount: refund.amount,
      description: `Zwrot - zamówienie nr ${refund.orderId}`,
    });
  } catch (error) {
    const message = ((error as Error).message ?? String(error)).slice(0, 1000);
    log.warn({ ...about, err: error }, 'refund not handed to the provider, will retry');
    await repo.recordSending(db, refundId, { lastError: message });
    return { kind: 'FAILED', error: message };
  }
  if (!registration.accepted) {
    log.warn({ ...about, message: registration.message }, 'refund refused by the provider');
    return { kind: 'REFUSED', refund, message: registration.message };
  }
  await repo.recordSending(db, refundId, { sentAt: now, lastError: null });
  return { kind: 'SENT' };
}

/** Unsent refunds whose next attempt is due, the most overdue first. */
export const dueRefunds = repo.dueRefunds;

/**
 * The refunds (not refused by the provider) of the orders `orderIdsSql` selects: how many
 * orders got money back, how many refunds, how much (grosze).
 */
export const refundTotals = repo.refundTotals;
export const refundedLinesSql = repo.refundedLinesSql;

export type RefundNotificationLog = repo.NewRefundNotificationRow;

/** Every refund notification received, whatever became of it. */
export const recordRefundNotification = repo.insertNotification;
