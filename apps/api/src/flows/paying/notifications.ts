// Payment notifications: checked (signature, merchant, amount and currency), confirmed with the
// provider, applied to the order once (which queues the shopper's "paid" e-mail, or starts the
// automatic refund of a payment that cannot be kept, handed to the provider right after), logged
// whatever happens. Refund notifications: checked, applied to their refund once, logged.
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_CURRENCY,
  type PaymentEventOutcome,
  type RefundNotificationOutcome,
} from '@shop/shared/payments';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { findOrderBySession } from './payment.ts';
import { applyPayment } from './payment.ts';
import { applyRefundNotification, dispatchRefund } from '../refunding/settling.ts';
import type { InvoiceSeller } from '../../modules/invoices/index.ts';
import {
  recordRefundNotification,
  type RefundNotificationLog,
} from '../../modules/refunds/index.ts';
import type { PaymentProvider } from '../../modules/payments/index.ts';
import { alreadyApplied, logNotification } from '../../modules/payments/index.ts';

export interface NotificationDeps {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  log: FastifyBaseLogger;
  /** The shop's operator (config.operator): the seller on the invoices payments issue. */
  seller: InvoiceSeller;
}

const refused = (message: string) =>
  new AppError('PaymentNotificationRejectedException', 400, message);

export async function receiveNotification(
  deps: NotificationDeps,
  body: unknown,
): Promise<PaymentEventOutcome> {
  const { db, provider, now, log } = deps;
  const record = (row: {
    outcome: PaymentEventOutcome;
    detail?: string;
    orderId?: number;
    sessionId?: string;
    transactionId?: number;
    amount?: number;
  }) =>
    logNotification(db, {
      provider: provider.name,
      payload: body ?? {},
      receivedAt: now,
      ...row,
    });

  const check = provider.verifyNotification(body);
  if (!check.ok) {
    log.warn({ reason: check.reason }, 'payment notification refused');
    await record({ outcome: 'REJECTED_SIGNATURE', detail: check.reason });
    throw refused('Nieprawidłowe lub niepodpisane powiadomienie o płatności');
  }
  const n = check.notification;
  const facts = { sessionId: n.sessionId, transactionId: n.orderId, amount: n.amount };
  const order = await findOrderBySession(db, n.sessionId);
  if (!order) {
    log.warn(facts, 'payment notification for an unknown session');
    await record({ outcome: 'UNKNOWN_SESSION', ...facts });
    throw notFound('Nie znaleziono płatności');
  }
  if (n.amount !== order.totalAmount || n.currency !== PAYMENT_CURRENCY) {
    const detail = `expected ${order.totalAmount} ${PAYMENT_CURRENCY}, got ${n.amount} ${n.currency}`;
    log.warn({ ...facts, orderId: order.id, detail }, 'payment notification amount mismatch');
    await record({ outcome: 'REJECTED_AMOUNT', orderId: order.id, detail, ...facts });
    throw refused('Kwota lub waluta płatności nie zgadza się z zamówieniem');
  }
  // A replay of what we already applied (the payment, or a second payment flagged for a
  // refund) needs no second confirmation and changes nothing.
  const replay =
    (order.paidAt !== null && order.paymentTransactionId === n.orderId) ||
    (await alreadyApplied(db, order.id, n.orderId));
  if (replay) {
    await record({ outcome: 'DUPLICATE', orderId: order.id, ...facts });
    return 'DUPLICATE';
  }
  try {
    await provider.confirm(n);
  } catch (error) {
    // Not recorded as an outcome: the provider repeats the notification and we try again.
    log.error({ err: error, ...facts }, 'payment confirmation with the provider failed');
    throw new AppError(
      'PaymentProviderException',
      502,
      'Nie udało się potwierdzić płatności u operatora',
    );
  }
  const { outcome, refundId } = await applyPayment(db, {
    orderId: order.id,
    ...facts,
    now,
    seller: deps.seller,
  });
  await record({ outcome, orderId: order.id, ...facts });
  if (refundId !== null) {
    log.warn({ ...facts, orderId: order.id, refundId }, 'payment goes back automatically');
    await dispatchRefund(deps, refundId);
  }
  return outcome;
}

/**
 * A refund's outcome from the provider (its urlStatus). Answers 400 for a notification that is
 * not genuine or not about the refund it names, 404 for an unknown refund.
 */
export async function receiveRefundNotification(
  deps: NotificationDeps,
  body: unknown,
): Promise<RefundNotificationOutcome> {
  const { db, provider, now, log } = deps;
  const record = (row: Omit<RefundNotificationLog, 'payload' | 'receivedAt'>) =>
    recordRefundNotification(db, { payload: body ?? {}, receivedAt: now, ...row });
  const rejected = (message: string) =>
    new AppError('RefundNotificationRejectedException', 400, message);

  const check = provider.verifyRefundNotification(body);
  if (!check.ok) {
    log.warn({ reason: check.reason }, 'refund notification refused');
    await record({ outcome: 'REJECTED_SIGNATURE', detail: check.reason });
    throw rejected('Nieprawidłowe lub niepodpisane powiadomienie o zwrocie');
  }
  const n = check.notification;
  const facts = {
    refundsUuid: n.refundsUuid,
    requestId: n.requestId,
    transactionId: n.orderId,
    amount: n.amount,
  };
  const result = await applyRefundNotification(deps, n);
  await record({
    ...facts,
    outcome: result.outcome,
    refundId: result.refundId,
    detail: result.detail,
  });
  const about = { ...facts, orderId: result.orderId, refundId: result.refundId };
  switch (result.outcome) {
    case 'UNKNOWN_REFUND':
      log.warn(about, 'refund notification for an unknown refund');
      throw notFound('Nie znaleziono zwrotu');
    case 'REJECTED_MISMATCH':
      log.warn({ ...about, detail: result.detail }, 'refund notification does not match');
      throw rejected('Powiadomienie o zwrocie nie zgadza się ze zwrotem');
    case 'REJECTED':
      log.warn(about, 'refund rejected by the provider');
      break;
    case 'DUPLICATE':
      if (result.detail) log.warn({ ...about, detail: result.detail }, 'late refund outcome');
      break;
  }
  return result.outcome;
}
