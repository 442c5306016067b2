// The payment methods checkout offers, through the running API against the Przelewy24 stand-in:
// its payment/methods answer for the amount, sorted and without BLIK or the traditional
// transfer, a deferred payment only where Przelewy24 offers it for that amount; a method chosen
// with the consent reaches transaction/register, one without it or not offered does not.
import { beforeAll, expect, it } from 'vitest';
import type { PaymentMethod } from '@shop/shared/payment-methods';
import { przelewy24StandIn } from '../../test/przelewy24-stand-in.ts';
import { describeEachDb } from '../../test/harness.ts';
import { makeProduct, makeShopper, placeOrder, sessionOf } from '../../test/order-fixtures.ts';

const { fake, shop: SHOP, port: PORT, settings } = await przelewy24StandIn(3209);

describeEachDb(
  'payments: the methods offered at checkout, with Przelewy24',
  (ctx) => {
    const app = () => ctx().app;
    beforeAll(async () => {
      ctx().clock.set(new Date());
      await app().listen({ host: '127.0.0.1', port: PORT });
    });
    const methodsFor = async (amount: unknown) =>
      app().inject({ method: 'GET', url: `/api/payments/methods?amount=${String(amount)}` });

    it('lists cards, wallets, banks and deferred payments for the amount, without BLIK', async () => {
      const res = await methodsFor(8_900);
      expect(res.statusCode).toBe(200);
      const methods = res.json<{ methods: PaymentMethod[] }>().methods;
      expect(methods.map((method) => [method.kind, method.name])).toEqual([
        ['CARD', 'Karta płatnicza'],
        ['WALLET', 'Google Pay'],
        ['WALLET', 'Apple Pay'],
        ['TRANSFER', 'mTransfer'],
        ['TRANSFER', 'Płacę z iPKO'],
        ['TRANSFER', 'ING Bank Śląski'],
        ['DEFERRED', 'PayPo'],
      ]);
      expect(methods[0]!.imgUrl).toMatch(/^https:\/\//);
      // PayPo only from 40 zł at the stand-in: not offered for 19,90 zł.
      const small = (await methodsFor(1_990)).json<{ methods: PaymentMethod[] }>().methods;
      expect(small.some((method) => method.kind === 'DEFERRED')).toBe(false);
    });

    it('refuses an amount that is not whole grosze, in Polish', async () => {
      for (const amount of ['abc', '0', '12.5', '-3']) {
        const res = await methodsFor(amount);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/Podaj kwotę w groszach/);
      }
    });

    it('registers the chosen method with the consent, and nothing else', async () => {
      const shopper = await makeShopper(app());
      const visit = async (query: string) => {
        const product = await makeProduct(app(), { price: 8_900, stock: 1 });
        const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
          returnUrl: `${SHOP}/orders`,
        });
        const res = await app().inject({
          method: 'GET',
          url: `${new URL(order.paymentUrl).pathname}${query}`,
        });
        expect(res.statusCode).toBe(303);
        return fake.transactionOf(sessionOf(order.paymentUrl))!;
      };
      expect(await visit('?method=25&regulationAccept=1')).toMatchObject({
        method: 25,
        regulationAccept: true,
      });
      // Without the consent given in the shop, or a method not offered: Przelewy24's own list.
      expect(await visit('?method=25')).toMatchObject({ method: null, regulationAccept: false });
      expect(await visit('?method=154&regulationAccept=1')).toMatchObject({ method: null });
      expect(await visit('?method=99999&regulationAccept=1')).toMatchObject({ method: null });
      expect(await visit('?method=x%27%3B--&regulationAccept=1')).toMatchObject({ method: null });
    });
  },
  settings,
);
