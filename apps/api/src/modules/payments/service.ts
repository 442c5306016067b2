// Payment notifications: checked (signature, merchant, amount and currency), confirmed with the
// provider, applied to the order once, logged whatever happens, and followed by the shopper's
// confirmation e-mail when they pay an order.
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_CURRENCY, type PaymentEventOutcome } from '@shop/shared/payments';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { orderPaidEmail } from '../../mail/order-paid.ts';
import { applyPayment, findOrderBySession, orderForMail } from '../orders/service.ts';
import type { PaymentProvider } from './providers/provider.ts';
import * as repo from './repository.ts';

export interface NotificationDeps {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
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
    repo.insertNotification(db, {
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
    (await repo.alreadyApplied(db, order.id, n.orderId));
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
  const outcome = await applyPayment(db, { orderId: order.id, transactionId: n.orderId, now });
  await record({ outcome, orderId: order.id, ...facts });
  if (outcome === 'REFUND_REQUIRED') {
    log.warn({ ...facts, orderId: order.id }, 'payment needs a refund by staff');
  }
  if (outcome === 'PAID' || outcome === 'PAID_AFTER_EXPIRY') {
    await sendConfirmation(deps, order.id);
  }
  return outcome;
}

/** The shopper's "order paid" e-mail. A mail failure is logged; the payment stands. */
async function sendConfirmation(deps: NotificationDeps, orderId: number) {
  try {
    const { order, email } = await orderForMail(deps.db, orderId);
    await deps.mailer.send(orderPaidEmail(order, email, deps.publicUrl));
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'order confirmation e-mail failed');
  }
}
