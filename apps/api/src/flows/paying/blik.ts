// BLIK in the shop (docs/payments-blik.md): a code for the shopper's own unpaid order, or the
// account's remembered BLIK, goes to the provider on the order's transaction (registered on the
// first payment or visit, limited to the reservation's time), and the shopper confirms in the
// bank app within two minutes; the payment then arrives by the usual notification
// (notifications.ts). A refused or unconfirmed payment leaves the order as it was, and a new one
// may be sent while the reservation lasts. One at a time per order: a payment asked for while
// another waits for confirmation is refused, so nothing is ever charged twice.
import type { FastifyBaseLogger } from 'fastify';
import { BLIK_CONFIRM_MS, BLIK_REFUSALS, type BlikPayment } from '@shop/shared/blik';
import type { Db } from '../../db/client.ts';
import { SHOP_NAME } from '@shop/shared/document-title';
import { conflict, notFound } from '../../http/errors.ts';
import * as orders from '../../modules/orders/index.ts';
import {
  aliasLabel,
  aliasToRegister,
  findBlikAlias,
  forgetBlikAlias,
  insertBlikCharge,
  latestBlikCharge,
  registeredAlias,
  settleBlikCharge,
  type BlikAliasAnswer,
  type BlikApp,
  type BlikChargeRow,
  type PaymentProvider,
} from '../../modules/payments/index.ts';
import { minutesToPay, registrationOf, savePaymentToken } from './payment.ts';

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
const RESERVATION_ENDING =
  'Rezerwacja kończy się za mniej niż minutę, więc płatność mogłaby dotrzeć po jej końcu. Nie pobraliśmy pieniędzy.';
const NO_ALIAS = 'Nie masz zapamiętanego BLIK-a. Wpisz kod BLIK z aplikacji banku.';

type BlikPayer = { ip: string; userAgent: string };

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

/** What a BLIK payment is asked with: a code (maybe remembering the alias), or the alias. */
type BlikAsk =
  { code: string; alias?: { value: string; label: string } } | { alias: string; app?: string };

/**
 * Under the order's lock: the checks and the payment's row, so two payments never both go out;
 * then, outside it, the order's transaction (registered if it has none yet, with the time left
 * of its reservation and the account's alias) and the charge.
 */
async function charge(
  deps: BlikDeps,
  userId: number,
  orderId: number,
  ask: BlikAsk,
  payer: { ip: string; userAgent: string },
): Promise<BlikPayment> {
  const { db, provider, now, log } = deps;
  const byAlias = !('code' in ask);
  const { order, charge: sent } = await db.transaction(async (tx) => {
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
    // A new transaction is limited to whole minutes of the reservation: none is left.
    if (!locked.paymentToken && minutesToPay(locked, now) < 1) {
      throw conflict('ReservationEndingException', RESERVATION_ENDING);
    }
    const row = await insertBlikCharge(tx, {
      orderId: locked.id,
      sentAt: now,
      confirmBy: new Date(now.getTime() + BLIK_CONFIRM_MS),
      registersAlias: 'code' in ask && ask.alias !== undefined,
      byAlias,
    });
    return { order: locked, charge: row };
  });

  let answer: BlikAliasAnswer;
  try {
    // Paying with the alias, it is the one the transaction must carry: no need to read it again.
    const token = await tokenOf(deps, order, payer, 'code' in ask ? undefined : ask.alias);
    const about = { token, sessionId: order.paymentSessionId, amount: order.totalAmount };
    answer =
      'code' in ask
        ? await provider.chargeBlik({ ...about, code: ask.code, alias: ask.alias })
        : await provider.chargeBlikAlias({ ...about, alias: ask.alias, app: ask.app });
  } catch (error) {
    // Unreachable or a nonsense answer: the shopper may try again (or pay by transfer); if the
    // code did get through after all, its payment still arrives by notification.
    log.error({ err: error, orderId: order.id }, 'BLIK charge failed');
    answer = { accepted: false, refusal: 'UNAVAILABLE' };
  }
  const settled = await settleBlikCharge(
    db,
    sent.id,
    answer.accepted
      ? { transactionId: answer.transactionId, refusal: null }
      : { transactionId: null, refusal: answer.refusal },
  );
  if (!answer.accepted) {
    log.info({ orderId: order.id, refusal: answer.refusal, byAlias }, 'BLIK refused');
    // An alias the bank no longer takes is forgotten: the shopper types a code, and may
    // remember BLIK again with it.
    if (byAlias && (answer.refusal === 'ALIAS_EXPIRED' || answer.refusal === 'ALIAS_REFUSED')) {
      await forgetBlikAlias(db, userId, ask.alias);
    }
  }
  // Read again: a payment confirmed at once may have landed meanwhile.
  const payment = paymentOf((await orders.findOrder(db, order.id)) ?? order, settled, now);
  const apps = 'apps' in answer ? (answer.apps as BlikApp[]) : undefined;
  return apps ? { ...payment, apps } : payment;
}

/** The order's transaction token: the one it has, or a new registration (kept for the next). */
async function tokenOf(
  deps: BlikDeps,
  order: orders.OrderRow,
  payer: BlikPayer,
  knownAlias: string | undefined,
) {
  if (order.paymentToken) return order.paymentToken;
  const alias =
    knownAlias !== undefined
      ? { value: knownAlias }
      : registeredAlias(await findBlikAlias(deps.db, order.userId));
  const registration = registrationOf(order, {
    publicUrl: deps.publicUrl,
    now: deps.now,
    payer,
    blikAlias: alias?.value,
  });
  if (!registration) throw new Error(`order ${order.id}: no minute of its reservation is left`);
  const token = await deps.provider.registerPayment(registration);
  await savePaymentToken(deps.db, order.id, token, deps.now);
  return token;
}

/**
 * POST /orders/{id}/blik: sends the code and answers where the payment stands. With `remember`
 * (the shopper ticked „Zapamiętaj BLIK w tym sklepie”) the payment also registers the
 * account's alias, which counts once the payment arrives.
 */
export async function chargeBlik(
  deps: BlikDeps,
  userId: number,
  orderId: number,
  request: { code: string; remember?: boolean },
  payer: BlikPayer,
): Promise<BlikPayment> {
  const alias = request.remember
    ? await aliasToRegister(deps.db, { userId, label: aliasLabel(SHOP_NAME), now: deps.now })
    : undefined;
  return charge(
    deps,
    userId,
    orderId,
    { code: request.code, alias: alias && { value: alias.value, label: alias.label } },
    payer,
  );
}

/**
 * POST /orders/{id}/blik/one-click: pays with the account's remembered BLIK, the shopper
 * confirming in the bank app; CHOOSE_APP with the apps when it sits in several (the shopper
 * picks one and asks again with its key).
 */
export async function chargeBlikAlias(
  deps: BlikDeps,
  userId: number,
  orderId: number,
  app: string | undefined,
  payer: BlikPayer,
): Promise<BlikPayment> {
  const alias = registeredAlias(await findBlikAlias(deps.db, userId));
  if (!alias) {
    await ownOrder(deps.db, userId, orderId); // someone else's order is not found, as always
    throw conflict('BlikAliasMissingException', NO_ALIAS);
  }
  return charge(deps, userId, orderId, { alias: alias.value, app }, payer);
}
