// A product recall (Regulation (EU) 2023/988, GPSR, art. 36 ust. 1: the economic operator
// „niezwłocznie powiadamia konsumentów, których to dotyczy” — directly, where it knows them):
// the product leaves sale for good, every buyer of a paid order gets the notice by e-mail (once),
// an unpaid order's buyer none; only CREATE_PRODUCT staff may do it, with a notice of substance.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalogue';
import { outboxEmails } from '../../db/schema/mail.ts';
import { sendOutbox } from '../../jobs/outbox.ts';
import type { MailMessage } from '../../modules/mail/mailer.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
} from '../../test/order-fixtures.ts';

const NOTICE =
  'Ładowarka może się przegrzać i zapalić podczas ładowania. Natychmiast odłącz ją od prądu.';

describeEachDb(
  'recalls: a dangerous product leaves sale and its buyers are told (GPSR art. 36)',
  (ctx) => {
    const app = () => ctx().app;
    let catalogue: TestAccount;
    let clerk: TestAccount;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      catalogue = await createStaff(app(), ['CREATE_PRODUCT']);
      clerk = await createStaff(app(), ['UPDATE_ORDERS', 'READ_ORDERS']);
    });

    const recall = (productId: number, body: object, who = catalogue) =>
      app().inject({
        method: 'POST',
        url: `/api/products/${productId}/recall`,
        headers: bearer(who.token),
        payload: body,
      });

    it('off sale for good, the paid orders’ buyers e-mailed once, the unpaid one’s not', async () => {
      const charger = await makeProduct(app(), { price: 3_000, stock: 5 });
      const [first, second, unpaid] = [
        await makeShopper(app()),
        await makeShopper(app()),
        await makeShopper(app()),
      ];
      const paidA = await placeOrder(app(), first!, [{ productId: charger, quantity: 1 }]);
      const paidB = await placeOrder(app(), second!, [{ productId: charger, quantity: 2 }]);
      for (const order of [paidA, paidB]) {
        expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);
      }
      const waiting = await placeOrder(app(), unpaid!, [{ productId: charger, quantity: 1 }]);

      expect((await recall(charger, { notice: NOTICE }, clerk)).statusCode).toBe(403);
      const short = await recall(charger, { notice: 'Niebezpieczny' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain('co najmniej 20 znaków');

      const res = await recall(charger, { notice: NOTICE });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: charger, notified: 2 });

      // Off sale for shoppers; staff cannot put it back, nor recall it twice.
      const read = await app().inject({ url: `/api/products/${charger}` });
      expect(read.json<Product>().status).toBe('NOT_AVAILABLE');
      const staffRead = await app().inject({
        url: `/api/products/${charger}`,
        headers: bearer(catalogue.token),
      });
      expect(staffRead.json<Product>().recall).toMatchObject({ notice: NOTICE });
      const restore = await app().inject({
        method: 'POST',
        url: `/api/products/${charger}/restore`,
        headers: bearer(catalogue.token),
      });
      expect(restore.statusCode).toBe(409);
      expect(restore.json().message).toBe(
        'Produkt wycofano z rynku jako niebezpieczny: nie może wrócić do sprzedaży.',
      );
      expect((await recall(charger, { notice: NOTICE })).statusCode).toBe(409);

      const queued = await app()
        .db.select()
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, 'PRODUCT_RECALLED'))
        .orderBy(asc(outboxEmails.id));
      const mine = queued.filter((email) =>
        [paidA.id, paidB.id, waiting.id].includes(email.orderId!),
      );
      expect(mine.map((email) => [email.orderId, email.recipient])).toEqual([
        [paidA.id, first!.user.email],
        [paidB.id, second!.user.email],
      ]);

      // What the buyer reads: the product, the notice, stop using it, the remedies at no cost.
      const sent: MailMessage[] = [];
      const spy = vi.spyOn(app().mailer, 'send').mockImplementation(async (message) => {
        sent.push(message);
      });
      try {
        await sendOutbox(app());
      } finally {
        spy.mockRestore();
      }
      const mail = sent.find(
        (message) => message.to === first!.user.email && message.subject.startsWith('Ważne'),
      );
      expect(mail?.subject).toMatch(
        /^Ważne: wycofanie z rynku produktu „.+” \(zamówienie nr \d+\)$/,
      );
      expect(mail?.text).toContain(`Komunikat:\n${NOTICE}`);
      expect(mail?.text).toContain('Przestań korzystać z produktu.');
      expect(mail?.text).toContain('naprawę, wymianę albo zwrot pieniędzy');
    });
  },
  MANY_UNPAID_ORDERS,
);
