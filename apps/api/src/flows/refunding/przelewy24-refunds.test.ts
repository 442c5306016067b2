// Refunds end to end with Przelewy24's local stand-in, over real HTTP both ways: the shop
// registers refunds at the fake, and the fake posts its signed payment and refund notifications
// to the shop's PUBLIC_URL (a relay into the app under test).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/orders';
import { startFakePrzelewy24 } from '../../../../../tools/fakes/przelewy24.ts';
import { sendUnsentRefunds } from '../../jobs/refunds.ts';
import { describeEachDb } from '../../test/harness.ts';
import { expireOrders } from '../ordering/expiry.ts';
import {
  adminOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  placeOrder,
  sessionOf,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { createPrzelewy24Provider } from '../../modules/payments/providers/przelewy24.ts';
import { refundNotificationSign } from '../../modules/payments/providers/signature.ts';
import {
  notificationOutcomes,
  refundEmails,
  requestRefund,
  startShopRelay,
  storedRefunds,
} from '../../test/refund-fixtures.ts';

const keys = { merchantId: 31_337, posId: 31_337, apiKey: 'refund-api-key', crc: 'refund-crc' };
const fake = await startFakePrzelewy24(keys);
const shop = await startShopRelay();
afterAll(async () => {
  await fake.close();
  await shop.close();
});

describeEachDb(
  'refunds: Przelewy24',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let rival: Shopper;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shop.serve(app());
      shopper = await makeShopper(app());
      rival = await makeShopper(app());
    });
    beforeEach(() => {
      Object.assign(fake.failures, { refund: false, refundAnswerLost: false });
      fake.settings.refunds = 'completed';
    });

    /** An order of one 30,00 zł piece (40,00 zł with shipping), registered at Przelewy24. */
    async function registeredOrder() {
      const product = await makeProduct(app(), { price: 3_000, stock: 1 });
      const placed = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
        returnUrl: '/orders',
      });
      const start = await app().inject({ method: 'GET', url: new URL(placed.paymentUrl).pathname });
      expect(start.statusCode).toBe(303);
      return {
        id: placed.id,
        product,
        transaction: fake.transactionOf(sessionOf(placed.paymentUrl))!,
      };
    }

    /** The order expired and its piece went to someone else: its payment must go back. */
    async function soldBeforePaid() {
      const order = await registeredOrder();
      ctx().clock.advance(31 * MINUTE);
      await expireOrders(app().db, ctx().clock.now());
      // The released piece is announced to this replica before the rival orders it.
      await app().changes.sync();
      await placeOrder(app(), rival, [{ productId: order.product, quantity: 1 }], {
        returnUrl: '/orders',
      });
      return order;
    }
    const pay = async (token: string) => JSON.parse((await fake.pay(token)).body).outcome;
    /** The refund requests Przelewy24 received for a transaction, repeats included. */
    const refundCalls = (transactionId: number | null) =>
      fake.refundRequests.filter((body) =>
        (body.refunds as { orderId: number }[]).some((r) => r.orderId === transactionId),
      );
    const postNotification = (payload: object) =>
      app().inject({ method: 'POST', url: '/api/payments/refunds/notification', payload });
    const signed = <T extends Parameters<typeof refundNotificationSign>[0]>(n: T) => ({
      ...n,
      sign: refundNotificationSign(n, keys.crc),
    });
    const refundNotes = async (id: number) =>
      (await adminOrder(app(), id)).history.filter((e) => e.kind === 'REFUND').map((e) => e.note);

    it('a late payment for a sold piece goes back once, however often its notification comes', async () => {
      const { id, transaction } = await soldBeforePaid();
      expect(await pay(transaction.token)).toBe('REFUND_REQUIRED');
      for (let i = 0; i < 20; i++) expect(await pay(transaction.token)).toBe('DUPLICATE');
      await fake.deliveriesDone();

      const refunds = await storedRefunds(app(), id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({
        reason: 'LATE_PAYMENT',
        amount: 4_000,
        transactionId: transaction.orderId,
        sessionId: transaction.sessionId,
        status: 'COMPLETED',
        attempts: 1,
      });
      expect(refundCalls(transaction.orderId)).toHaveLength(1);
      expect(fake.refunds.filter((r) => r.orderId === transaction.orderId)).toMatchObject([
        { requestId: refunds[0]!.requestId, refundsUuid: refunds[0]!.uuid, amount: 4_000 },
      ]);
      expect(await adminOrder(app(), id)).toMatchObject({
        status: 'CANCELLED',
        refundRequired: false,
        refunds: [{ reason: 'LATE_PAYMENT', status: 'COMPLETED', items: [], shipping: false }],
      });
      expect(await refundNotes(id)).toEqual([
        `Zwrot 40,00\u00a0zł zlecony automatycznie: Płatność po sprzedaży produktu (transakcja ${transaction.orderId})`,
        'Zwrot 40,00\u00a0zł wykonany',
      ]);
      expect(await refundEmails(app(), id)).toEqual([
        { to: shopper.user.email, refundId: refunds[0]!.id },
      ]);
      expect(await notificationOutcomes(app(), refunds[0]!.id)).toEqual(['COMPLETED']);
    });

    it('replayed, contrary, forged and unknown refund notifications change nothing', async () => {
      fake.settings.refunds = 'manual';
      const { id, transaction } = await soldBeforePaid();
      await pay(transaction.token);
      const [refund] = await storedRefunds(app(), id);
      expect(refund).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(refund!.sentAt).not.toBeNull();
      expect((await adminOrder(app(), id)).refundRequired).toBe(true);

      const outcomes = [];
      for (let i = 0; i < 3; i++) {
        const delivery = await fake.settleRefund(refund!.requestId, 'completed');
        outcomes.push(JSON.parse(delivery!.body).outcome);
      }
      expect(outcomes).toEqual(['COMPLETED', 'DUPLICATE', 'DUPLICATE']);

      const { sign: _sign, ...genuine } = fake.refundNotificationOf(refund!.requestId);
      const contrary = await postNotification(signed({ ...genuine, status: 1 as const }));
      expect(contrary.json()).toEqual({ status: 'OK', outcome: 'DUPLICATE' });
      const forged = await postNotification({ ...genuine, amount: 1, sign: 'f'.repeat(96) });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({
        code: 'RefundNotificationRejectedException',
        message: 'Nieprawidłowe lub niepodpisane powiadomienie o zwrocie',
      });
      for (const other of [
        { ...genuine, amount: 1 },
        { ...genuine, requestId: randomUUID() },
      ]) {
        const res = await postNotification(signed(other));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Powiadomienie o zwrocie nie zgadza się ze zwrotem');
      }
      const unknown = await postNotification(signed({ ...genuine, refundsUuid: 'nieznany' }));
      expect(unknown.statusCode).toBe(404);

      expect(await notificationOutcomes(app(), refund!.id)).toEqual([
        'COMPLETED',
        'DUPLICATE',
        'DUPLICATE',
        'DUPLICATE',
        'REJECTED_MISMATCH',
        'REJECTED_MISMATCH',
      ]);
      expect(await storedRefunds(app(), id)).toMatchObject([{ status: 'COMPLETED' }]);
      expect(await refundNotes(id)).toHaveLength(2);
      expect(await refundEmails(app(), id)).toHaveLength(1);
      expect((await adminOrder(app(), id)).refundRequired).toBe(false);
    });

    it('a refund Przelewy24 rejects leaves the order flagged, and staff can give it back again', async () => {
      fake.settings.refunds = 'manual';
      const { id, transaction } = await soldBeforePaid();
      await pay(transaction.token);
      const [automatic] = await storedRefunds(app(), id);
      const delivery = await fake.settleRefund(automatic!.requestId, 'rejected');
      expect(JSON.parse(delivery!.body).outcome).toBe('REJECTED');
      expect(await adminOrder(app(), id)).toMatchObject({
        refundRequired: true,
        refunds: [{ status: 'REJECTED', reason: 'LATE_PAYMENT' }],
      });
      expect((await refundNotes(id)).at(-1)).toBe(
        'Zwrot 40,00\u00a0zł odrzucony przez operatora płatności',
      );
      expect(await refundEmails(app(), id)).toEqual([]);

      fake.settings.refunds = 'completed';
      const res = await requestRefund(app(), id);
      expect(res.statusCode).toBe(200);
      await fake.deliveriesDone();
      expect(await adminOrder(app(), id)).toMatchObject({
        refundRequired: false,
        refunds: [
          { status: 'REJECTED', reason: 'LATE_PAYMENT', amount: 4_000 },
          { status: 'COMPLETED', reason: 'STAFF', amount: 4_000, shipping: true },
        ],
      });
    });

    it('a refund Przelewy24 refuses when it is handed over is rejected with its reason', async () => {
      const { id, transaction } = await registeredOrder();
      expect(await pay(transaction.token)).toBe('PAID');
      // Money given back in Przelewy24's own panel meanwhile, which the shop does not know of.
      fake.settings.refunds = 'manual';
      const panel = createPrzelewy24Provider({ ...keys, baseUrl: fake.baseUrl }, shop.url);
      const byPanel = await panel.refund({
        requestId: randomUUID(),
        refundsUuid: 'panel',
        transactionId: transaction.orderId!,
        sessionId: transaction.sessionId,
        amount: 4_000,
        description: 'Zwrot z panelu',
      });
      expect(byPanel).toEqual({ accepted: true });

      const res = await requestRefund(app(), id);
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminOrder>().refunds).toMatchObject([{ status: 'REJECTED', amount: 4_000 }]);
      const [refund] = await storedRefunds(app(), id);
      expect(refund!.providerMessage).toBe(
        'The amount of refund exceeds available amount for the transaction',
      );
      expect((await refundNotes(id)).at(-1)).toBe(
        'Zwrot 40,00\u00a0zł odrzucony przez operatora płatności: The amount of refund exceeds available amount for the transaction',
      );
    });

    it('while Przelewy24 is down the refund waits, and the job sends it later with the same requestId', async () => {
      fake.failures.refund = true;
      const { id, transaction } = await soldBeforePaid();
      // The payment itself is applied; only its refund waits.
      expect(await pay(transaction.token)).toBe('REFUND_REQUIRED');
      const [waiting] = await storedRefunds(app(), id);
      expect(waiting).toMatchObject({ status: 'PENDING', sentAt: null, attempts: 1 });
      expect(waiting!.lastError).toMatch(/HTTP 500/);
      expect((await adminOrder(app(), id)).refunds).toMatchObject([{ status: 'PENDING' }]);

      // Not due before its back-off, even once Przelewy24 is back.
      fake.failures.refund = false;
      expect(await sendUnsentRefunds(app(), ctx().database)).toBe(0);
      ctx().clock.advance(31_000);
      expect(await sendUnsentRefunds(app(), ctx().database)).toBe(1);
      await fake.deliveriesDone();

      const calls = refundCalls(transaction.orderId);
      expect(calls.map((body) => body.requestId)).toEqual([waiting!.requestId, waiting!.requestId]);
      const [sent] = await storedRefunds(app(), id);
      expect(sent).toMatchObject({ status: 'COMPLETED', attempts: 2 });
      expect(sent!.sentAt).not.toBeNull();
      expect(await sendUnsentRefunds(app(), ctx().database)).toBe(0);
      expect(refundCalls(transaction.orderId)).toHaveLength(2);
    });

    it('an answer lost on the way: the repeat is recognised and nothing is refunded twice', async () => {
      fake.settings.refunds = 'manual';
      fake.failures.refundAnswerLost = true;
      const { id, transaction } = await soldBeforePaid();
      await pay(transaction.token);
      expect(await storedRefunds(app(), id)).toMatchObject([
        { status: 'PENDING', sentAt: null, attempts: 1 },
      ]);
      fake.failures.refundAnswerLost = false;
      ctx().clock.advance(31_000);
      expect(await sendUnsentRefunds(app(), ctx().database)).toBe(1);
      const [refund] = await storedRefunds(app(), id);
      expect(refund).toMatchObject({ status: 'PENDING', attempts: 2 });
      expect(refund!.sentAt).not.toBeNull();
      expect(refundCalls(transaction.orderId)).toHaveLength(2);
      expect(fake.refunds.filter((r) => r.orderId === transaction.orderId)).toHaveLength(1);
      await fake.settleRefund(refund!.requestId, 'completed');
      expect(await storedRefunds(app(), id)).toMatchObject([{ status: 'COMPLETED' }]);
    });
  },
  {
    ...MANY_UNPAID_ORDERS,
    PUBLIC_URL: shop.url,
    ...fake.shopSettings(),
  },
);
