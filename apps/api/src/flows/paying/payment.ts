// How a payment changes an order. Runs under the order's row lock, so replays and concurrent
// deliveries of one notification apply once; a payment for an expired order takes its stock
// again when it is still there, otherwise the order is flagged and the payment goes back
// automatically, as does a second payment for a paid order (refunding.ts). A paid order's
// "paid" e-mail is queued in the same transaction (modules/mail), and its VAT invoice issued
// when the shopper asked for one (invoicing.ts).
import type { PaymentEventOutcome } from '@shop/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { InvoiceSeller } from '../../modules/invoices/index.ts';
import { queueOrderEmail } from '../../modules/mail/index.ts';
import { automaticRefundOf } from '../../modules/refunds/index.ts';
import { issueInvoice } from '../invoicing/invoicing.ts';
import { refundAutomatically } from '../refunding/refunding.ts';
import * as orders from '../../modules/orders/index.ts';
import { endHolds, retakeOrder } from '../ordering/reservations.ts';
import { withOrderId } from '../../modules/orders/index.ts';
import {
  aliasPaid,
  NOTIFICATION_PATH,
  type PaymentRegistration,
} from '../../modules/payments/index.ts';

export interface ReceivedPayment {
  orderId: number;
  /** The provider's number of the transaction (P24 orderId), its session and amount (grosze). */
  transactionId: number;
  sessionId: string;
  amount: number;
  now: Date;
  /** The shop's operator, the seller on the order's invoice. */
  seller: InvoiceSeller;
}

export type PaymentResult = Extract<
  PaymentEventOutcome,
  'PAID' | 'PAID_AFTER_EXPIRY' | 'REFUND_REQUIRED' | 'DUPLICATE'
>;

/** What a payment did, and the refund it started (REFUND_REQUIRED), to hand to the provider. */
export interface PaymentApplied {
  outcome: PaymentResult;
  refundId: number | null;
}

/** The order of a payment session; its returnUrl leads to this very order (?order=id). */
export async function findOrderBySession(db: Db, sessionId: string) {
  const order = await orders.findOrderBySession(db, sessionId);
  return order && { ...order, returnUrl: withOrderId(order.returnUrl, order.id) };
}

/** The longest time limit Przelewy24 takes, in minutes (timeLimit 1 to 99; 0 is none). */
const MOST_MINUTES = 99;

/** Whole minutes left of the order's reservation, rounded down. */
export const minutesToPay = (order: Pick<orders.OrderRow, 'expiresAt'>, now: Date) =>
  Math.floor((order.expiresAt.getTime() - now.getTime()) / 60_000);

/**
 * The order's transaction as the provider registers it: its time limit is the whole minutes
 * left of the reservation, rounded down, so the payment cannot complete after the reservation
 * ends. Null when less than a minute is left: no payment could be limited to it.
 */
export function registrationOf(
  order: orders.OrderRow,
  how: {
    publicUrl: string;
    now: Date;
    payer: PaymentRegistration['payer'];
    blikAlias?: string;
    method?: number;
  },
): PaymentRegistration | null {
  const minutes = minutesToPay(order, how.now);
  if (minutes < 1) return null;
  return {
    sessionId: order.paymentSessionId,
    amount: order.totalAmount,
    description: `Zamówienie nr ${order.id}`,
    email: order.customerEmail,
    urlReturn: withOrderId(order.returnUrl, order.id),
    urlStatus: `${how.publicUrl}${NOTIFICATION_PATH}`,
    payer: how.payer,
    timeLimit: Math.min(MOST_MINUTES, minutes),
    ...(how.blikAlias === undefined ? {} : { blikAlias: how.blikAlias }),
    ...(how.method === undefined ? {} : { method: how.method }),
  };
}

/** Remembers the provider's registration token, so a second visit reuses the transaction. */
export async function savePaymentToken(db: Db, orderId: number, token: string, now: Date) {
  await orders.paymentRegistered(db, orderId, token, now);
}

/** Re-takes stock and coupon in a savepoint: all of it, or nothing when a piece is gone. */
async function tryRetake(tx: Tx, order: orders.OrderRow): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => retakeOrder(savepoint, order));
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

export function applyPayment(db: Db, payment: ReceivedPayment): Promise<PaymentApplied> {
  const { now, transactionId } = payment;
  const done = (outcome: PaymentResult, refundId: number | null = null) => ({ outcome, refundId });
  return db.transaction(async (tx) => {
    const order = await orders.lockOrder(tx, payment.orderId);
    if (!order) throw new Error(`order ${payment.orderId} vanished`);
    const withTransaction = (note: string) => `${note} (transakcja ${transactionId})`;
    const toRefund = (note: string, firstPayment: boolean) =>
      orders.paymentToRefund(tx, order, {
        transactionId,
        note: withTransaction(note),
        now,
        firstPayment,
      });
    const paidEmail = () =>
      queueOrderEmail(tx, { kind: 'PAID', orderId: order.id, to: order.customerEmail, now });

    if (order.paidAt) {
      if (order.paymentTransactionId === transactionId) return done('DUPLICATE');
      // Its refund exists: this second payment was applied before.
      if (await automaticRefundOf(tx, transactionId)) return done('DUPLICATE');
      // A second, different payment for one order: the shopper paid twice; it goes back.
      await toRefund('Druga wpłata za to samo zamówienie - do zwrotu', false);
      return done(
        'REFUND_REQUIRED',
        await refundAutomatically(tx, order, payment, 'DOUBLE_PAYMENT', now),
      );
    }

    if (order.status === 'PENDING') {
      const paidOrder = await orders.orderPaid(tx, order, {
        transactionId,
        note: withTransaction('Płatność przyjęta'),
        now,
      });
      await endHolds(tx, [order.id], true);
      await paidEmail();
      await issueInvoice(tx, paidOrder, payment.seller, now);
      await aliasPaid(tx, order.id, order.userId, now);
      return done('PAID');
    }

    // CANCELLED and unpaid. Only an expired reservation may come back; a staff cancellation
    // stands.
    if (order.cancelReason === 'EXPIRED' && (await tryRetake(tx, order))) {
      const paidOrder = await orders.orderPaid(tx, order, {
        transactionId,
        note: withTransaction(
          'Płatność po wygaśnięciu rezerwacji - produkty ponownie zarezerwowane',
        ),
        now,
      });
      await paidEmail();
      await issueInvoice(tx, paidOrder, payment.seller, now);
      await aliasPaid(tx, order.id, order.userId, now);
      return done('PAID_AFTER_EXPIRY');
    }
    await toRefund('Płatność za anulowane zamówienie - produktów już nie ma, do zwrotu', true);
    return done(
      'REFUND_REQUIRED',
      await refundAutomatically(tx, order, payment, 'LATE_PAYMENT', now),
    );
  });
}
