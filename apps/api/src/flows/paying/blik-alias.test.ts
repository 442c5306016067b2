// BLIK without a code and payments limited to the reservation, through the running API against
// the Przelewy24 stand-in (its rule: a confirmed code's fourth digit names the bank app,
// 777068 remembers a BLIK that then expires). The alias is registered only with consent and is
// never the e-mail; a registered one pays the next order with no code; several apps are offered
// and the chosen one charged with its alternativeKey; an expired one falls back to the code.
// Every transaction carries the reservation's whole minutes as timeLimit, and a payment that
// still arrives for a lost reservation goes back at once, the shopper told why.
import { beforeAll, expect, it } from 'vitest';
import { BLIK_REFUSALS, type BlikPayment } from '@shop/shared/blik';
import { przelewy24StandIn } from '../../test/przelewy24-stand-in.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import { describeEachDb } from '../../test/harness.ts';
import { bearer } from '../../test/accounts.ts';
import { blikUntil, sendBlik } from '../../test/blik-fixtures.ts';
import { sentMailsTo } from '../../test/sent-mails.ts';
import { expireOrders } from '../ordering/expiry.ts';
import {
  adminOrder,
  getOrder,
  makeProduct,
  makeShopper,
  placeOrder,
  sessionOf,
  MINUTE,
  type Shopper,
} from '../../test/order-fixtures.ts';

const { fake, shop: SHOP, port: PORT, settings } = await przelewy24StandIn(3208);

describeEachDb(
  'payments: BLIK without a code, and the time limit, with Przelewy24',
  (ctx) => {
    const app = () => ctx().app;
    beforeAll(async () => {
      ctx().clock.set(new Date());
      await app().listen({ host: '127.0.0.1', port: PORT });
    });

    async function newOrder(shopper: Shopper) {
      const product = await makeProduct(app(), { price: 8_900, stock: 1 });
      const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
        returnUrl: `${SHOP}/orders`,
      });
      const { expiresAt, totalAmount } = await getOrder(app(), shopper, order.id);
      return { ...order, product, expiresAt, totalAmount, session: sessionOf(order.paymentUrl) };
    }
    const payWithCode = (shopper: Shopper, id: number, code: string, remember?: boolean) =>
      app().inject({
        method: 'POST',
        url: `/api/orders/${id}/blik`,
        headers: { ...bearer(shopper.token), 'user-agent': 'Mozilla/5.0 (alias test)' },
        payload: remember === undefined ? { code } : { code, remember },
      });
    const payOneClick = (shopper: Shopper, id: number, app_?: string) =>
      app().inject({
        method: 'POST',
        url: `/api/orders/${id}/blik/one-click`,
        headers: { ...bearer(shopper.token), 'user-agent': 'Mozilla/5.0 (alias test)' },
        payload: app_ === undefined ? {} : { app: app_ },
      });
    const remembered = async (shopper: Shopper) =>
      (
        await app().inject({
          method: 'GET',
          url: '/api/users/me/blik-alias',
          headers: bearer(shopper.token),
        })
      ).json<{ alias: { label: string; registeredAt: string } | null }>().alias;
    async function paidWithCode(shopper: Shopper, code: string, remember?: boolean) {
      const order = await newOrder(shopper);
      expect((await payWithCode(shopper, order.id, code, remember)).json().status).toBe('WAITING');
      await fake.confirmBlik();
      expect(await blikUntil(app(), shopper, order.id, 'PAID')).toMatchObject({ status: 'PAID' });
      return order;
    }

    it('remembers BLIK only when the shopper ticks the box, under a value that is not the e-mail', async () => {
      const shopper = await makeShopper(app());
      const plain = await paidWithCode(shopper, '777123');
      const plainCharge = fake.transactionOf(plain.session)!;
      expect(plainCharge.blikCodes).toEqual(['777123']);
      expect([...fake.aliases.values()].some((a) => a.email === shopper.user.email)).toBe(false);
      expect(await remembered(shopper)).toBeNull();
      // No alias yet: nothing to pay with.
      const other = await newOrder(shopper);
      const none = await payOneClick(shopper, other.id);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(
        'Nie masz zapamiętanego BLIK-a. Wpisz kod BLIK z aplikacji banku.',
      );

      await paidWithCode(shopper, '777124', true);
      const [value, alias] = [...fake.aliases.entries()].find(
        ([, a]) => a.email === shopper.user.email,
      )!;
      expect(value).not.toContain(shopper.user.email.split('@')[0]!);
      expect(value).not.toContain('@');
      expect(value.length).toBeGreaterThanOrEqual(24);
      expect(alias.label).toBe('Outlet Drop');
      expect(await remembered(shopper)).toMatchObject({ label: 'Outlet Drop' });
    });

    it('pays the next order with no code, on a transaction registered with the alias', async () => {
      const shopper = await makeShopper(app());
      await paidWithCode(shopper, '777123', true);
      const next = await newOrder(shopper);
      const res = await payOneClick(shopper, next.id);
      expect(res.statusCode).toBe(200);
      expect(res.json<BlikPayment>()).toMatchObject({ status: 'WAITING', reason: null });
      const transaction = fake.transactionOf(next.session)!;
      const alias = [...fake.aliases.entries()].find(([, a]) => a.email === shopper.user.email)!;
      expect(transaction.methodRefId).toBe(alias[0]);
      expect(transaction.blikCodes).toEqual([]);
      expect(transaction.aliasCharges).toEqual([{ token: transaction.token, type: 'alias' }]);
      await fake.confirmBlik();
      expect((await getOrder(app(), shopper, next.id)).status).toBe('PAID');
    });

    it('offers the bank apps when the BLIK sits in several, and charges the chosen one', async () => {
      const shopper = await makeShopper(app());
      await paidWithCode(shopper, '777123', true); // mBank
      await paidWithCode(shopper, '777456', true); // Pekao: the same alias in a second app
      const next = await newOrder(shopper);
      const choose = (await payOneClick(shopper, next.id)).json<BlikPayment>();
      expect(choose).toMatchObject({
        status: 'REFUSED',
        reason: 'CHOOSE_APP',
        message: BLIK_REFUSALS.CHOOSE_APP,
      });
      expect(choose.apps!.map((app_) => app_.label)).toEqual(['mBank', 'Pekao']);
      const pekao = choose.apps![1]!;
      const chosen = await payOneClick(shopper, next.id, pekao.key);
      expect(chosen.json()).toMatchObject({ status: 'WAITING' });
      expect(fake.transactionOf(next.session)!.aliasCharges.at(-1)).toEqual({
        token: fake.transactionOf(next.session)!.token,
        type: 'alternativeKey',
        alternativeKey: pekao.key,
      });
      // The apps are never kept: reading the payment again does not list them.
      await fake.confirmBlik();
      expect(await blikUntil(app(), shopper, next.id, 'PAID')).not.toHaveProperty('apps');
    });

    it('forgets an expired alias and takes a code at once', async () => {
      const shopper = await makeShopper(app());
      await paidWithCode(shopper, '777068', true);
      expect(await remembered(shopper)).not.toBeNull();
      const next = await newOrder(shopper);
      expect((await payOneClick(shopper, next.id)).json()).toMatchObject({
        status: 'REFUSED',
        reason: 'ALIAS_EXPIRED',
        message: BLIK_REFUSALS.ALIAS_EXPIRED,
      });
      expect(await remembered(shopper)).toBeNull();
      expect((await sendBlik(app(), shopper, next.id, '777123')).json().status).toBe('WAITING');
      await fake.confirmBlik();
      expect((await getOrder(app(), shopper, next.id)).status).toBe('PAID');
    });

    it('forgets the alias in settings, and never lets another account use it', async () => {
      const shopper = await makeShopper(app());
      await paidWithCode(shopper, '777123', true);
      const rival = await makeShopper(app());
      const theirs = await newOrder(shopper);
      // Someone else's order: not found, and nothing charged.
      expect((await payOneClick(rival, theirs.id)).statusCode).toBe(404);
      expect(fake.transactionOf(theirs.session)).toBeUndefined();
      const forget = await app().inject({
        method: 'DELETE',
        url: '/api/users/me/blik-alias',
        headers: bearer(shopper.token),
      });
      expect(forget.statusCode).toBe(204);
      expect(await remembered(shopper)).toBeNull();
      expect((await payOneClick(shopper, theirs.id)).statusCode).toBe(409);
    });

    it('limits each transaction to the whole minutes left of the reservation', async () => {
      const shopper = await makeShopper(app());
      const order = await newOrder(shopper);
      const left = new Date(order.expiresAt).getTime() - ctx().clock.now().getTime();
      await app().inject({ method: 'GET', url: new URL(order.paymentUrl).pathname });
      expect(fake.transactionOf(order.session)!.timeLimit).toBe(Math.floor(left / MINUTE));

      // Under a minute left: no transaction starts, by transfer or by BLIK.
      const late = await newOrder(shopper);
      ctx().clock.set(new Date(new Date(late.expiresAt).getTime() - 30_000));
      const redirect = await app().inject({
        method: 'GET',
        url: new URL(late.paymentUrl).pathname,
      });
      expect(redirect.statusCode).toBe(303);
      expect(redirect.headers.location).toBe(`${SHOP}/orders?order=${late.id}`);
      const code = await sendBlik(app(), shopper, late.id, '777123');
      expect(code.statusCode).toBe(409);
      expect(code.json().message).toMatch(/Rezerwacja kończy się za mniej niż minutę/);
      expect(fake.transactionOf(late.session)).toBeUndefined();
      ctx().clock.set(new Date());
    });

    it('gives a payment that arrives after the reservation ended back at once, and says why', async () => {
      const shopper = await makeShopper(app());
      const order = await newOrder(shopper);
      await app().inject({ method: 'GET', url: new URL(order.paymentUrl).pathname });
      const { token } = fake.transactionOf(order.session)!;
      ctx().clock.advance(31 * MINUTE);
      await expireOrders(app().db, ctx().clock.now());
      await app().changes.sync();
      await placeOrder(
        app(),
        await makeShopper(app()),
        [{ productId: order.product, quantity: 1 }],
        {
          returnUrl: `${SHOP}/orders`,
        },
      );

      const delivery = await fake.pay(token);
      expect(JSON.parse(delivery.body)).toMatchObject({ outcome: 'REFUND_REQUIRED' });
      // Handed to Przelewy24 in the same request, not left for the retry job.
      const transactionId = fake.transactionOf(order.session)!.orderId;
      expect(fake.refundRequests.at(-1)).toMatchObject({
        refunds: [{ orderId: transactionId, amount: order.totalAmount }],
      });
      await fake.deliveriesDone();
      expect(await adminOrder(app(), order.id)).toMatchObject({
        status: 'CANCELLED',
        refunds: [{ reason: 'LATE_PAYMENT', status: 'COMPLETED' }],
      });
      await sendOutbox(app());
      const mails = await sentMailsTo(ctx().config.dataDir, shopper.user.email);
      const refunded = mails.find((mail) => mail.subject?.startsWith('Zwrot'));
      expect(refunded?.text).toContain('Płatność dotarła po anulowaniu zamówienia.');
      ctx().clock.set(new Date());
    });
  },
  settings,
);
