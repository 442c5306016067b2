// The payment methods checkout offers, through the running API against the Przelewy24 stand-in:
// its payment/methods answer for the amount, sorted and without BLIK or the traditional
// transfer, a deferred payment only where Przelewy24 offers it for that amount; a method chosen
// with the consent reaches transaction/register, one without it or not offered does not.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PaymentMethod } from '@shop/shared/payment-methods';
import { startFakePrzelewy24 } from '../../../../../tools/fakes/przelewy24.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  makeProduct,
  makeShopper,
  placeOrder,
  sessionOf,
  MANY_UNPAID_ORDERS,
} from '../../test/order-fixtures.ts';

const PORT = 3209;
const SHOP = `http://127.0.0.1:${PORT}`;
const keys = { merchantId: 41_017, posId: 41_017, apiKey: 'methods-key', crc: 'methods-crc' };
const fake = await startFakePrzelewy24(keys);
afterAll(() => fake.close());

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
  {
    ...MANY_UNPAID_ORDERS,
    PUBLIC_URL: SHOP,
    PAYMENT_PROVIDER: 'przelewy24',
    P24_MERCHANT_ID: String(keys.merchantId),
    P24_POS_ID: String(keys.posId),
    P24_API_KEY: keys.apiKey,
    P24_CRC: keys.crc,
    P24_BASE_URL: fake.baseUrl,
  },
);
