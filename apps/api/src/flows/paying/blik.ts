// BLIK typed in the shop (docs/payments-blik.md): a code for the shopper's own unpaid order goes
// to the provider on the order's transaction (registered on the first code or visit), and the
// shopper confirms in the bank app within two minutes; the payment then arrives by the usual
// notification (notifications.ts). A refused or unconfirmed code leaves the order as it was, and
// a new code may be sent while the reservation lasts. One code at a time per order: a code sent
// while another waits for confirmation is refused, so nothing is ever charged twice.
import type { FastifyBaseLogger } from 'fastify';
import { BLIK_CONFIRM_MS, BLIK_REFUSALS, type BlikPayment } from '@shop/shared/blik';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as orders from '../../modules/orders/index.ts';
import {
  insertBlikCharge,
  latestBlikCharge,
  settleBlikCharge,
  type BlikChargeRow,
} from '../../modules/payments/index.ts';
import type { BlikAnswer, PaymentProvider } from '../../modules/payments/index.ts';
import { NOTIFICATION_PATH } from '../../modules/payments/index.ts';
import { savePaymentToken } from './payment.ts';

export interface BlikDeps {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const RESERVATION_ENDED =
  'Rezerwacja tego zamówienia wygasła, więc nie pobraliśmy pieniędzy. Złóż zamówienie ponownie.';
const CODE_WAITING =
  'Poprzedni kod BLIK czeka na potwierdzenie w aplikacji banku. Potwierdź płatność albo poczekaj, aż czas minie.';

const none: BlikPayment = { status: 'NONE', confirmBy: null, reason: null, message: null };

/** Where the order's BLIK payment stands: paid, or what its newest code came to by `now`. */
function paymentOf(
  order: orders.OrderRow,
  charge: BlikChargeRow | undefined,
  now: Date,
): BlikPayment {
  if (order.paidAt) return { ...none, status: 'PAID' };
  if (!charge) return none;
  if (charge.refusal) {
    return {
      ...none,
      status: 'REFUSED',
      reason: charge.refusal,
      message: BLIK_REFUSALS[charge.refusal],
    };
  }
  if (charge.confirmBy > now) {
    return { ...none, status: 'WAITING', confirmBy: charge.confirmBy.toISOString() };
  }
  return { ...none, status: 'EXPIRED', reason: 'TIMEOUT', message: BLIK_REFUSALS.TIMEOUT };
}

async function ownOrder(db: Db, userId: number, orderId: number) {
  const order = await orders.findOrder(db, orderId);
  if (!order || order.userId !== userId) throw notFound(orders.ORDER_NOT_FOUND);
  return order;
}

/** GET /orders/{id}/blik: the shopper's page follows this until PAID or a refusal. */
export async function blikPaymentOf(db: Db, userId: number, orderId: number, now: Date) {
  const order = await ownOrder(db, userId, orderId);
  return paymentOf(order, await latestBlikCharge(db, order.id), now);
}

/** POST /orders/{id}/blik: sends the code and answers where the payment stands. */
export async function chargeBlik(
  deps: BlikDeps,
  userId: number,
  orderId: number,
  code: string,
  payer: { ip: string; userAgent: string },
): Promise<BlikPayment> {
  const { db, provider, now, log } = deps;
  // Under the order's lock: the checks and the code's row, so two codes never both go out.
  const { order, charge } = await db.transaction(async (tx) => {
    const locked = await orders.lockOrder(tx, orderId);
    if (!locked || locked.userId !== userId) throw notFound(orders.ORDER_NOT_FOUND);
    if (locked.paidAt)
      throw conflict('OrderAlreadyPaidException', 'To zamówienie jest już opłacone');
    if (locked.status !== 'PENDING' || locked.expiresAt <= now) {
      throw conflict('ReservationEndedException', RESERVATION_ENDED);
    }
    const last = await latestBlikCharge(tx, locked.id);
    if (last && !last.refusal && last.confirmBy > now) {
      throw conflict('BlikCodeWaitingException', CODE_WAITING);
    }
    const sent = await insertBlikCharge(tx, {
      orderId: locked.id,
      sentAt: now,
      confirmBy: new Date(now.getTime() + BLIK_CONFIRM_MS),
    });
    return { order: locked, charge: sent };
  });

  let answer: BlikAnswer;
  try {
    const token =
      order.paymentToken ??
      (await provider.registerPayment({
        sessionId: order.paymentSessionId,
        amount: order.totalAmount,
        description: `Zamówienie nr ${order.id}`,
        email: order.customerEmail,
        urlReturn: orders.withOrderId(order.returnUrl, order.id),
        urlStatus: `${deps.publicUrl}${NOTIFICATION_PATH}`,
        payer,
      }));
    if (!order.paymentToken) await savePaymentToken(db, order.id, token, now);
    answer = await provider.chargeBlik({
      token,
      sessionId: order.paymentSessionId,
      amount: order.totalAmount,
      code,
    });
  } catch (error) {
    // Unreachable or a nonsense answer: the shopper may try again (or pay by transfer); if the
    // code did get through after all, its payment still arrives by notification.
    log.error({ err: error, orderId: order.id }, 'BLIK charge failed');
    answer = { accepted: false, refusal: 'UNAVAILABLE' };
  }
  const settled = await settleBlikCharge(
    db,
    charge.id,
    answer.accepted
      ? { transactionId: answer.transactionId, refusal: null }
      : { transactionId: null, refusal: answer.refusal },
  );
  if (!answer.accepted) log.info({ orderId: order.id, refusal: answer.refusal }, 'BLIK refused');
  // Read again: a payment confirmed at once may have landed meanwhile.
  return paymentOf((await orders.findOrder(db, order.id)) ?? order, settled, now);
}
