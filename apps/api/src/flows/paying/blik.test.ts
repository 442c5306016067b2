// BLIK typed in the shop with the built-in simulator (the rule of @shop/shared/blik: 777xxx is
// confirmed two seconds later, 778xxx when „Zapłać” is pressed on the simulator's page, 111111
// is a wrong code, 222222 an expired one): the code goes
// out once per order at a time, a refused one may be followed by a new one, a paid or expired
// order takes no code, and only its owner may pay it.
import { expect, it } from 'vitest';
import { BLIK_CONFIRM_MS, BLIK_REFUSALS } from '@shop/shared/blik';
import { sendOutbox } from '../../jobs/outbox.ts';
import { describeEachDb } from '../../test/harness.ts';
import { sentMailsTo } from '../../test/sent-mails.ts';
import { blikState, blikUntil, sendBlik } from '../../test/blik-fixtures.ts';
import {
  getOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  MINUTE,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';

describeEachDb(
  'payments: BLIK with the simulator',
  (ctx) => {
    const app = () => ctx().app;
    async function newOrder(shopper: Shopper) {
      const product = await makeProduct(app(), { price: 9_900 });
      return placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
    }

    it('takes "778 123", waits for the bank app, and the order is paid', async () => {
      ctx().clock.set(new Date());
      const shopper = await makeShopper(app());
      const { id, paymentUrl } = await newOrder(shopper);
      expect(await blikState(app(), shopper, id)).toMatchObject({ status: 'NONE' });

      const res = await sendBlik(app(), shopper, id, '778 123');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'WAITING',
        confirmBy: new Date(ctx().clock.now().getTime() + BLIK_CONFIRM_MS).toISOString(),
        reason: null,
        message: null,
      });
      // A second code while the first waits would charge twice: refused.
      const again = await sendBlik(app(), shopper, id, '778124');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/czeka na potwierdzenie w aplikacji banku/);

      // The shopper confirms in the "bank app": „Zapłać” on the simulator's page.
      const confirmed = await app().inject({
        method: 'POST',
        url: `${new URL(paymentUrl).pathname}/pay`,
      });
      expect(confirmed.statusCode).toBe(303);
      expect(await blikState(app(), shopper, id)).toMatchObject({ status: 'PAID' });
      expect((await getOrder(app(), shopper, id)).status).toBe('PAID');
      const paid = await sendBlik(app(), shopper, id, '777125');
      expect(paid.statusCode).toBe(409);
      expect(paid.json().message).toBe('To zamówienie jest już opłacone');
    });

    it('an order placed through the API and paid by BLIK within seconds gets no e-mail that threatens cancellation', async () => {
      ctx().clock.set(new Date());
      const shopper = await makeShopper(app());
      const { id } = await newOrder(shopper);
      expect((await sendBlik(app(), shopper, id, '777 321')).statusCode).toBe(200);
      // While the code waits for the bank app, the confirmation waits too: no „Zapłać” button
      // for a payment that is under way.
      await sendOutbox(app());
      const subject = `Dziękujemy za zamówienie nr ${id}`;
      const confirmations = async () =>
        (await sentMailsTo(ctx().config.dataDir, shopper.user.email)).filter(
          (mail) => mail.subject === subject,
        );
      expect(await confirmations()).toEqual([]);

      expect(await blikUntil(app(), shopper, id, 'PAID')).toMatchObject({ status: 'PAID' });
      ctx().clock.set(new Date(Date.now() + BLIK_CONFIRM_MS + 10_000));
      await sendOutbox(app());
      const mails = await sentMailsTo(ctx().config.dataDir, shopper.user.email);
      const [confirmation] = mails.filter((mail) => mail.subject === subject);
      expect(confirmation!.text).toContain(`Przyjęliśmy zamówienie nr ${id} i płatność za nie.`);
      for (const mail of mails.filter((m) => m.subject?.includes(`nr ${id}`))) {
        expect(mail.text).not.toMatch(/anulowane|anulujemy|Zapłać/);
      }
      expect(mails.map((mail) => mail.subject)).toContain(`Zamówienie nr ${id} zostało opłacone`);
    });

    it('says why a code was refused and takes a new one for the same order', async () => {
      ctx().clock.set(new Date());
      const shopper = await makeShopper(app());
      const { id } = await newOrder(shopper);
      const wrong = await sendBlik(app(), shopper, id, '111111');
      expect(wrong.json()).toEqual({
        status: 'REFUSED',
        confirmBy: null,
        reason: 'WRONG_CODE',
        message: BLIK_REFUSALS.WRONG_CODE,
      });
      expect((await sendBlik(app(), shopper, id, '222222')).json()).toMatchObject({
        reason: 'CODE_EXPIRED',
        message: 'Kod BLIK wygasł. Wygeneruj nowy kod w aplikacji banku i wpisz go ponownie.',
      });
      expect((await sendBlik(app(), shopper, id, '777123')).json()).toMatchObject({
        status: 'WAITING',
      });
      expect(await blikUntil(app(), shopper, id, 'PAID')).toMatchObject({ status: 'PAID' });
    });

    it('takes at most five codes for one order in 15 minutes: the sixth is a Polish 429, unsent', async () => {
      ctx().clock.set(new Date());
      const shopper = await makeShopper(app());
      const { id } = await newOrder(shopper);
      for (let i = 0; i < 5; i += 1) {
        expect((await sendBlik(app(), shopper, id, '111111')).json().reason).toBe('WRONG_CODE');
      }
      const sixth = await sendBlik(app(), shopper, id, '777123');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(
        'Zbyt wiele kodów BLIK dla tego zamówienia. Spróbuj ponownie za kilka minut albo zapłać przelewem.',
      );
      // Not sent: the payment still stands at the fifth, wrong code.
      expect(await blikState(app(), shopper, id)).toMatchObject({ reason: 'WRONG_CODE' });
      // A code the shop refuses itself (another shopper's order) does not count against its sender.
      const stranger = await makeShopper(app());
      for (let i = 0; i < 6; i += 1) {
        expect((await sendBlik(app(), stranger, id, '777123')).statusCode).toBe(404);
      }
      ctx().clock.advance(15 * MINUTE);
      expect((await sendBlik(app(), shopper, id, '777123')).json().status).toBe('WAITING');
    });

    it('counts an unconfirmed code as expired after two minutes, then takes a new one', async () => {
      ctx().clock.set(new Date());
      const shopper = await makeShopper(app());
      const { id } = await newOrder(shopper);
      // 778xxx: the shopper never confirms in the bank app.
      expect((await sendBlik(app(), shopper, id, '778123')).json().status).toBe('WAITING');
      ctx().clock.advance(BLIK_CONFIRM_MS - 1);
      expect(await blikState(app(), shopper, id)).toMatchObject({ status: 'WAITING' });
      ctx().clock.advance(1);
      expect(await blikState(app(), shopper, id)).toMatchObject({
        status: 'EXPIRED',
        reason: 'TIMEOUT',
        message: BLIK_REFUSALS.TIMEOUT,
      });
      expect((await sendBlik(app(), shopper, id, '111111')).json().status).toBe('REFUSED');
      expect((await getOrder(app(), shopper, id)).status).toBe('PENDING');
    });

    it('refuses a code once the reservation has ended, without charging', async () => {
      ctx().clock.set(new Date());
      const shopper = await makeShopper(app());
      const { id } = await newOrder(shopper);
      ctx().clock.advance(60 * MINUTE);
      const res = await sendBlik(app(), shopper, id, '777123');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Rezerwacja tego zamówienia wygasła/);
      expect(await blikState(app(), shopper, id)).toMatchObject({ status: 'NONE' });
    });

    it('answers bad codes, strangers and guests in Polish, changing nothing', async () => {
      ctx().clock.set(new Date());
      const shopper = await makeShopper(app());
      const stranger = await makeShopper(app());
      const { id } = await newOrder(shopper);
      for (const code of ['12345', '1234567', 'abcdef', 777123, null]) {
        const res = await sendBlik(app(), shopper, id, code);
        expect(res.statusCode, String(code)).toBe(400);
        expect(res.json().message).toMatch(/kod BLIK/i);
      }
      expect((await sendBlik(app(), stranger, id, '777123')).statusCode).toBe(404);
      expect((await sendBlik(app(), shopper, 999_999, '777123')).statusCode).toBe(404);
      const guest = await app().inject({
        method: 'POST',
        url: `/api/orders/${id}/blik`,
        payload: { code: '777123' },
      });
      expect(guest.statusCode).toBe(401);
      expect(await blikState(app(), shopper, id)).toMatchObject({ status: 'NONE' });
    });
  },
  MANY_UNPAID_ORDERS,
);
