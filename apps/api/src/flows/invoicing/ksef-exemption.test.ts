// KSEF_MODE=off is the exemption of art. 145m of the VAT act, counted, not assumed: invoices
// are kept outside KSeF while the month's invoiced sales stay within 10 000 zł gross and until
// 31 December 2026; the invoice that crosses the limit, and every later one, waits in the KSeF
// queue, as does every invoice from 1 January 2027, and the staff desk says why (warning from
// 80 % of the limit).
import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Desk } from '@shop/shared/desk';
import { invoices } from '../../db/schema/invoices.ts';
import { ksefSubmissions } from '../../db/schema/ksef.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  addInvoiceDetails,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { NotDueYet } from '../../modules/mail/service.ts';
import { emailKinds } from '../emails.ts';
import { sendToKsef } from './ksef-sending.ts';

describeEachDb(
  'KSEF_MODE=off: the exemption of art. 145m counted',
  (ctx) => {
    const app = () => ctx().app;
    let buyer: Shopper & { detailsId: number };
    let reader: TestAccount;

    beforeAll(async () => {
      // A month of its own: nothing else invoiced in it.
      ctx().clock.set('2026-12-01T09:00:00Z');
      const shopper = await makeShopper(app());
      buyer = { ...shopper, detailsId: await addInvoiceDetails(app(), shopper) };
      reader = await createStaff(app(), ['READ_ORDERS']);
    });

    /** A paid order of one piece at `price` grosze with an invoice; answers its invoice number. */
    async function invoiced(price: number) {
      const product = await makeProduct(app(), { price });
      const { id, paymentUrl } = await placeOrder(
        app(),
        buyer,
        [{ productId: product, quantity: 1 }],
        { invoiceDetailsId: buyer.detailsId },
      );
      expect((await payInSimulator(app(), paymentUrl)).statusCode).toBeLessThan(400);
      await sendToKsef({ db: app().db, ksef: null, log: app().log, now: ctx().clock.now() });
      const [row] = await app()
        .db.select({
          invoiceId: invoices.id,
          number: invoices.number,
          state: ksefSubmissions.state,
        })
        .from(invoices)
        .innerJoin(ksefSubmissions, eq(ksefSubmissions.invoiceId, invoices.id))
        .where(eq(invoices.orderId, id))
        .orderBy(asc(invoices.id));
      return { ...row!, orderId: id };
    }
    /** The buyer's invoice e-mail as the outbox would send it now (NotDueYet when it waits). */
    const invoiceEmail = (invoice: { orderId: number; invoiceId: number }) =>
      emailKinds.get('INVOICE_ISSUED')!.send(
        {
          kind: 'INVOICE_ISSUED',
          orderId: invoice.orderId,
          data: { invoiceId: invoice.invoiceId },
        },
        { db: app().db, clock: ctx().clock, ksef: { mode: 'off', qr: ctx().config.ksef.qr } },
        { shopUrl: ctx().config.publicUrl, operator: ctx().config.operator },
      );
    const exemption = async () =>
      (await app().inject({ url: '/api/admin/desk', headers: bearer(reader.token) })).json<Desk>()
        .ksef!.exemption!;

    it('outside KSeF within the limit; from the invoice past 10 000 zł gross in a month, in the queue', async () => {
      // 3 × (2 700 zł + 10 zł delivery) = 8 130 zł: within the limit, past 80 % of it.
      const exempt = [];
      for (const _ of [1, 2, 3]) exempt.push(await invoiced(270_000));
      expect(exempt.map((invoice) => invoice.state)).toEqual(['EXEMPT', 'EXEMPT', 'EXEMPT']);
      // Outside KSeF under the exemption: the buyer gets the PDF.
      const sent = await invoiceEmail(exempt[0]!);
      expect(sent.attachments?.[0]?.filename).toMatch(/\.pdf$/);
      expect(await exemption()).toEqual({
        monthGross: 813_000,
        limit: 1_000_000,
        warn: true,
        endedAtInvoice: null,
        expired: false,
      });

      // 2 010 zł more: 10 140 zł in December. This invoice and every later one go to KSeF.
      const crossing = await invoiced(200_000);
      expect(crossing.state).toBe('QUEUED');
      // Past the limit the document is not a valid invoice outside KSeF: its e-mail waits.
      await expect(invoiceEmail(crossing)).rejects.toBeInstanceOf(NotDueYet);
      expect((await invoiced(1_000)).state).toBe('QUEUED');
      expect(await exemption()).toMatchObject({
        monthGross: 813_000 + 201_000 + 2_000,
        endedAtInvoice: crossing.number,
      });
    });

    it('from 1 January 2027 every invoice waits for KSeF, and the desk says the exemption is over', async () => {
      ctx().clock.set('2027-01-04T09:00:00Z');
      expect((await invoiced(5_000)).state).toBe('QUEUED');
      expect(await exemption()).toMatchObject({ expired: true });
    });
  },
  { KSEF_MODE: 'off', ...MANY_UNPAID_ORDERS },
);
