// VAT invoices of paid orders: issued with the payment when the shopper gave invoice details,
// numbered per Polish month without gaps (also under concurrent payments, on PostgreSQL),
// corrected when a refund completes, downloaded by their shopper and by staff (PDF, KSeF XML).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { AdminOrder } from '@shop/shared/orders';
import { invoices } from '../../db/schema/invoices.ts';
import { outboxEmails } from '../../db/schema/mail.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { createTestContext, describeEachDb, type TestContext } from '../../test/harness.ts';
import { pdfText } from '../../modules/invoices/test-documents.ts';
import { createSimulatorProvider } from '../../modules/payments/providers/simulator.ts';
import {
  addInvoiceDetails,
  adminOrder,
  getOrder,
  makeProduct,
  makeShopper,
  MANY_UNPAID_ORDERS,
  payInSimulator,
  placeOrder,
  sessionOf,
  type Shopper,
} from '../../test/order-fixtures.ts';
import type { App } from '../../app.ts';

interface Buyer extends Shopper {
  detailsId: number;
}

async function makeBuyer(app: App): Promise<Buyer> {
  const shopper = await makeShopper(app);
  return { ...shopper, detailsId: await addInvoiceDetails(app, shopper) };
}

/** Places an order of one product (courier, 10 zł) and pays it through the simulator. */
async function paidOrder(app: App, who: Shopper, price: number, detailsId: number | null) {
  const product = await makeProduct(app, { price });
  const { id, paymentUrl } = await placeOrder(app, who, [{ productId: product, quantity: 1 }], {
    invoiceDetailsId: detailsId,
  });
  const paid = await payInSimulator(app, paymentUrl);
  if (paid.statusCode >= 400) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return { id, paymentUrl };
}

const invoicesOf = (app: App, orderId: number) =>
  app.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));

const xml = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'FaWiersz' });

describeEachDb(
  'invoices of orders',
  (ctx) => {
    const app = () => ctx().app;
    let buyer: Buyer;
    let other: Buyer;
    let reader: TestAccount;
    let refunder: TestAccount;

    beforeAll(async () => {
      ctx().clock.set('2027-03-15T09:00:00Z');
      [buyer, other] = await Promise.all([makeBuyer(app()), makeBuyer(app())]);
      reader = await createStaff(app(), ['READ_ORDERS']);
      refunder = await createStaff(app(), ['UPDATE_ORDERS', 'READ_ORDERS']);
    });

    const download = (url: string, who?: TestAccount) =>
      app().inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

    describe('issued with the payment', () => {
      let orderId: number;

      beforeAll(async () => {
        ctx().clock.set('2027-03-15T09:00:00Z');
        ({ id: orderId } = await paidOrder(app(), buyer, 12_300, buyer.detailsId));
      });

      it('gives an order with invoice details FV/yyyy/mm/0001, net + VAT = gross', async () => {
        const [invoice, ...more] = await invoicesOf(app(), orderId);
        expect(more).toEqual([]);
        // 123,00 zł product + 10,00 zł courier = 133,00 zł: VAT 24,87 zł, net 108,13 zł.
        expect(invoice).toMatchObject({
          number: 'FV/2027/03/0001',
          kind: 'INVOICE',
          period: '2027/03',
          seq: 1,
          saleDate: '2027-03-15',
          gross: 13_300,
          vat: 2_487,
          net: 10_813,
          paymentMethod: 'Przelew (Przelewy24)',
          correctsId: null,
          refundId: null,
        });
        expect(invoice!.lines.map((l) => [l.quantity, l.unitGross, l.net, l.vat, l.gross])).toEqual(
          [
            [1, 12_300, 10_000, 2_300, 12_300],
            [1, 1_000, 813, 187, 1_000],
          ],
        );
        expect(invoice!.lines[1]!.name).toBe('Wysyłka InPost (kurier)');
        expect(invoice!.seller).toEqual({
          name: ctx().config.operator.name,
          street: ctx().config.operator.street,
          postalCode: ctx().config.operator.postalCode,
          city: ctx().config.operator.city,
          country: 'Polska',
          taxId: ctx().config.operator.nip,
        });
        expect(invoice!.buyer).toEqual({
          name: 'Firma Sp. z o.o.',
          street: 'Krótka 2',
          postalCode: '00-001',
          city: 'Warszawa',
          country: 'Polska',
          taxId: '1234563218',
        });
      });

      it('shows in the order, its history and the outbox (INVOICE_ISSUED)', async () => {
        const [invoice] = await invoicesOf(app(), orderId);
        const order = await getOrder(app(), buyer, orderId);
        expect(order.invoices).toEqual([
          {
            id: invoice!.id,
            number: 'FV/2027/03/0001',
            kind: 'INVOICE',
            issuedAt: '2027-03-15T09:00:00.000Z',
            gross: 13_300,
            // Queued for KSeF with it (sent by the KSeF job: ksef-sending.test.ts).
            ksef: { state: 'QUEUED', number: null, acceptedAt: null, refusal: null, offline: null },
          },
        ]);
        const staffView = await adminOrder(app(), orderId);
        expect(staffView.invoices).toEqual(order.invoices);
        expect(staffView.history.filter((e) => e.kind === 'INVOICE').map((e) => e.note)).toEqual([
          'Wystawiono fakturę FV/2027/03/0001',
        ]);
        const emails = await app()
          .db.select()
          .from(outboxEmails)
          .where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, 'INVOICE_ISSUED')));
        expect(emails.map((e) => e.data)).toEqual([{ invoiceId: invoice!.id }]);
      });

      it('gives none to an order without invoice details, and the numbering has no gap', async () => {
        const { id } = await paidOrder(app(), buyer, 5_000, null);
        expect((await adminOrder(app(), id)).status).toBe('PAID');
        expect(await invoicesOf(app(), id)).toEqual([]);
        expect((await getOrder(app(), buyer, id)).invoices).toEqual([]);
        const { id: next } = await paidOrder(app(), other, 5_000, other.detailsId);
        expect((await invoicesOf(app(), next)).map((i) => i.number)).toEqual(['FV/2027/03/0002']);
      });

      it('does not issue a second invoice for replayed payment notifications', async () => {
        const { id, paymentUrl } = await paidOrder(app(), buyer, 7_000, buyer.detailsId);
        // "Zapłać" again, and the provider's notification delivered again.
        await payInSimulator(app(), paymentUrl);
        const notification = createSimulatorProvider(
          ctx().config.publicUrl,
          ctx().config.jwt.secret,
        ).notificationFor(sessionOf(paymentUrl), 8_000);
        const again = await app().inject({
          method: 'POST',
          url: '/api/payments/notifications',
          payload: notification,
        });
        expect(again.json()).toMatchObject({ outcome: 'DUPLICATE' });
        expect((await invoicesOf(app(), id)).map((i) => i.number)).toEqual(['FV/2027/03/0003']);
        const order = await adminOrder(app(), id);
        expect(order.history.filter((e) => e.kind === 'INVOICE')).toHaveLength(1);
      });
    });

    describe('numbering by the Polish calendar month', () => {
      const numberAt = async (at: string) => {
        ctx().clock.set(at);
        const { id } = await paidOrder(app(), buyer, 2_000, buyer.detailsId);
        const [invoice] = await invoicesOf(app(), id);
        return [invoice!.number, invoice!.saleDate];
      };

      it('counts on within a month and starts again at 0001 in the next', async () => {
        // 23:30 UTC on 31 October is 00:30 on 1 November in Warsaw.
        expect(await numberAt('2026-10-31T23:30:00Z')).toEqual(['FV/2026/11/0001', '2026-11-01']);
        expect(await numberAt('2026-11-12T10:00:00Z')).toEqual(['FV/2026/11/0002', '2026-11-12']);
        // 22:59 UTC on 30 November is still November in Warsaw, 23:00 UTC is December.
        expect(await numberAt('2026-11-30T22:59:00Z')).toEqual(['FV/2026/11/0003', '2026-11-30']);
        expect(await numberAt('2026-11-30T23:00:00Z')).toEqual(['FV/2026/12/0001', '2026-12-01']);
        expect(await numberAt('2026-12-02T08:00:00Z')).toEqual(['FV/2026/12/0002', '2026-12-02']);
      });
    });

    describe('downloads', () => {
      let orderId: number;
      let invoiceId: number;
      const pdfUrl = (order: number, invoice: number) =>
        `/api/orders/${order}/invoices/${invoice}/pdf`;

      beforeAll(async () => {
        ctx().clock.set('2027-05-20T12:00:00Z');
        ({ id: orderId } = await paidOrder(app(), buyer, 24_600, buyer.detailsId));
        invoiceId = (await invoicesOf(app(), orderId))[0]!.id;
      });

      it('gives the shopper their own invoice as a PDF attachment', async () => {
        const res = await download(pdfUrl(orderId, invoiceId), buyer);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(
          'attachment; filename="FV-2027-05-0001.pdf"',
        );
        expect(res.headers['cache-control']).toBe('private, no-store');
        const text = await pdfText(res.rawPayload);
        expect(text).toContain('nr FV/2027/05/0001');
        expect(text).toContain(`NIP: ${ctx().config.operator.nip}`);
        expect(text).toContain('NIP: 1234563218');
        // 246,00 + 10,00 zł = 256,00 zł: VAT 47,87 zł, net 208,13 zł.
        expect(text).toContain('Razem 208,13 zł 47,87 zł 256,00 zł');
      });

      it("answers another shopper's invoice, a guest and unknown ids like a missing one", async () => {
        const others = await download(pdfUrl(orderId, invoiceId), other);
        expect(others.statusCode).toBe(404);
        expect(others.json()).toMatchObject({ statusCode: 404, code: 'NotFoundException' });
        // Their own order with someone else's invoice id is no way round it either.
        const { id: theirs } = await paidOrder(app(), other, 1_000, null);
        expect((await download(pdfUrl(theirs, invoiceId), other)).statusCode).toBe(404);
        expect((await download(pdfUrl(orderId, 2_000_000), buyer)).statusCode).toBe(404);
        expect((await download(pdfUrl(orderId, invoiceId))).statusCode).toBe(401);
        const bad = await download(`/api/orders/${orderId}/invoices/abc/pdf`, buyer);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/Nieprawidłowe dane/);
      });

      it('gives staff with READ_ORDERS the PDF and the KSeF XML', async () => {
        const pdf = await download(`/api/admin/invoices/${invoiceId}/pdf`, reader);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(await pdfText(pdf.rawPayload)).toContain('nr FV/2027/05/0001');

        const res = await download(`/api/admin/invoices/${invoiceId}/ksef.xml`, reader);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(res.headers['content-disposition']).toBe(
          'attachment; filename="FV-2027-05-0001.xml"',
        );
        const fa = xml.parse(res.body).Faktura;
        expect(fa.Podmiot1.DaneIdentyfikacyjne.NIP).toBe(ctx().config.operator.nip);
        expect(fa.Podmiot2.DaneIdentyfikacyjne.NIP).toBe('1234563218');
        expect([fa.Fa.P_2, fa.Fa.P_1, fa.Fa.RodzajFaktury]).toEqual([
          'FV/2027/05/0001',
          '2027-05-20',
          'VAT',
        ]);
        expect([fa.Fa.P_13_1, fa.Fa.P_14_1, fa.Fa.P_15]).toEqual(['208.13', '47.87', '256.00']);
        expect(fa.Fa.FaWiersz).toHaveLength(2);
      });

      it('refuses staff without READ_ORDERS, guests and unknown invoices', async () => {
        const clerk = await createStaff(app(), ['CREATE_PRODUCT']);
        for (const url of [
          `/api/admin/invoices/${invoiceId}/pdf`,
          `/api/admin/invoices/${invoiceId}/ksef.xml`,
        ]) {
          expect((await download(url, clerk)).statusCode).toBe(403);
          expect((await download(url, buyer)).statusCode).toBe(403);
          expect((await download(url)).statusCode).toBe(401);
        }
        const missing = await download('/api/admin/invoices/2000000/ksef.xml', reader);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('Nie znaleziono faktury');
      });
    });

    describe('corrections for refunds', () => {
      it('a completed refund of some lines issues KOR/yyyy/mm/0001, the rest another', async () => {
        ctx().clock.set('2027-06-10T10:00:00Z');
        const [lamp, mug] = await Promise.all([
          makeProduct(app(), { price: 24_999 }),
          makeProduct(app(), { price: 1_000, stock: 5 }),
        ]);
        const { id, paymentUrl } = await placeOrder(
          app(),
          buyer,
          [
            { productId: lamp, quantity: 1 },
            { productId: mug, quantity: 3 },
          ],
          { invoiceDetailsId: buyer.detailsId },
        );
        await payInSimulator(app(), paymentUrl);
        const paid = await adminOrder(app(), id);
        const lampLine = paid.items.find((item) => item.product.id === lamp)!;

        ctx().clock.set('2027-06-12T10:00:00Z');
        const refund = (payload: object) =>
          app().inject({
            method: 'POST',
            url: `/api/admin/orders/${id}/refunds`,
            headers: bearer(refunder.token),
            payload,
          });
        const first = await refund({
          items: [{ orderItemId: lampLine.id, quantity: 1 }],
          shipping: true,
        });
        expect(first.statusCode).toBe(200);
        let order = await settled(id);
        expect(order.invoices.map((i) => [i.number, i.kind, i.gross])).toEqual([
          ['FV/2027/06/0001', 'INVOICE', 24_999 + 3_000 + 1_000],
          ['KOR/2027/06/0001', 'CORRECTION', -(24_999 + 1_000)],
        ]);
        expect(order.history.filter((e) => e.kind === 'INVOICE').map((e) => e.note)).toEqual([
          'Wystawiono fakturę FV/2027/06/0001',
          'Wystawiono fakturę korygującą KOR/2027/06/0001',
        ]);
        const [, correction] = await invoicesOf(app(), id);
        expect(correction).toMatchObject({ kind: 'CORRECTION', saleDate: '2027-06-10' });
        expect(correction!.net + correction!.vat).toBe(correction!.gross);
        expect(correction!.lines.map((l) => [l.correctsLine, l.quantity])).toEqual([
          [1, -1],
          [3, -1],
        ]);

        const pdf = await pdfText(
          (await download(`/api/admin/invoices/${correction!.id}/pdf`, reader)).rawPayload,
        );
        expect(pdf).toContain('Faktura korygująca');
        expect(pdf).toContain('Dotyczy faktury FV/2027/06/0001 z dnia 10.06.2027');
        const kor = xml.parse(
          (await download(`/api/admin/invoices/${correction!.id}/ksef.xml`, reader)).body,
        ).Faktura.Fa;
        expect([kor.RodzajFaktury, kor.P_15]).toEqual(['KOR', '-259.99']);
        expect(kor.DaneFaKorygowanej.NrFaKorygowanej).toBe('FV/2027/06/0001');

        // Everything left: the three mugs.
        const rest = await refund({});
        expect(rest.statusCode).toBe(200);
        order = await settled(id, 2);
        expect(order.invoices.map((i) => [i.number, i.gross])).toEqual([
          ['FV/2027/06/0001', 28_999],
          ['KOR/2027/06/0001', -25_999],
          ['KOR/2027/06/0002', -3_000],
        ]);
      });

      it('a price reduction for a complaint gives back any amount and corrects the price, not the units', async () => {
        ctx().clock.set('2027-07-01T10:00:00Z');
        const lamp = await makeProduct(app(), { price: 24_999 });
        const { id, paymentUrl } = await placeOrder(
          app(),
          buyer,
          [{ productId: lamp, quantity: 1 }],
          { invoiceDetailsId: buyer.detailsId },
        );
        await payInSimulator(app(), paymentUrl);
        const line = (await adminOrder(app(), id)).items[0]!;
        const reduce = (amount: number, reason = 'Rysa na obudowie, klient zatrzymuje lampę') =>
          app().inject({
            method: 'POST',
            url: `/api/admin/orders/${id}/refunds`,
            headers: bearer(refunder.token),
            payload: { priceReduction: { orderItemId: line.id, amount, reason } },
          });

        const tooMuch = await reduce(25_000);
        expect(tooMuch.statusCode).toBe(409);
        expect(tooMuch.json().message).toMatch(/\(249,99\szł\)/);
        const noReason = await reduce(1_000, 'xx');
        expect(noReason.statusCode).toBe(400);
        expect(noReason.json().message).toContain('Opisz powód obniżenia ceny');
        const mixed = await app().inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/refunds`,
          headers: bearer(refunder.token),
          payload: {
            shipping: true,
            priceReduction: { orderItemId: line.id, amount: 100, reason: 'Rysa na obudowie' },
          },
        });
        expect(mixed.statusCode).toBe(400);

        expect((await reduce(5_050)).statusCode).toBe(200);
        const order = await settled(id);
        expect(order.refunds[0]).toMatchObject({
          reason: 'PRICE_REDUCTION',
          amount: 5_050,
          items: [],
          status: 'COMPLETED',
        });
        expect(order.invoices.map((i) => [i.kind, i.gross])).toEqual([
          ['INVOICE', 24_999 + 1_000],
          ['CORRECTION', -5_050],
        ]);
        const [, correction] = await invoicesOf(app(), id);
        expect(correction!.correctionReason).toBe('Obniżenie ceny po uznanej reklamacji towaru');
        expect(correction!.lines.map((l) => [l.correctsLine, l.quantity, l.unitGross])).toEqual([
          [1, 1, -5_050],
        ]);
        const kor = xml.parse(
          (await download(`/api/admin/invoices/${correction!.id}/ksef.xml`, reader)).body,
        ).Faktura.Fa;
        expect([kor.RodzajFaktury, kor.P_15, kor.PrzyczynaKorekty]).toEqual([
          'KOR',
          '-50.50',
          'Obniżenie ceny po uznanej reklamacji towaru',
        ]);
        const pdf = await pdfText(
          (await download(`/api/admin/invoices/${correction!.id}/pdf`, reader)).rawPayload,
        );
        expect(pdf).toContain('Obniżenie ceny po uznanej reklamacji towaru');

        // A second reduction counts the first.
        const again = await reduce(20_000);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toMatch(/\(199,49\szł\)/);
        expect((await reduce(19_949)).statusCode).toBe(200);
        const twice = await settled(id, 2);
        expect(twice.invoices.map((i) => i.gross)).toEqual([25_999, -5_050, -19_949]);
      });

      /** The order once `refunds` of its refunds completed (the simulator settles them at once). */
      async function settled(orderId: number, refunds = 1): Promise<AdminOrder> {
        const order = await adminOrder(app(), orderId);
        expect(order.refunds.filter((r) => r.status === 'COMPLETED')).toHaveLength(refunds);
        return order;
      }
    });
  },
  MANY_UNPAID_ORDERS,
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('invoices: concurrent payments [postgres]', () => {
  let ctx: TestContext & { close(): Promise<void> };
  const app = () => ctx.app;

  beforeAll(async () => {
    ctx = await createTestContext('postgres', MANY_UNPAID_ORDERS);
    ctx.clock.set('2027-09-01T12:00:00Z');
  }, 60_000);
  afterAll(() => ctx?.close());

  /** Orders of different shoppers with invoice details, placed and not yet paid. */
  async function unpaidOrders(count: number) {
    const buyers: Buyer[] = [];
    // Registration hashes passwords (argon2): a few at a time.
    for (let i = 0; i < count; i += 4) {
      buyers.push(
        ...(await Promise.all([0, 1, 2, 3].slice(0, count - i).map(() => makeBuyer(app())))),
      );
    }
    const simulator = createSimulatorProvider(ctx.config.publicUrl, ctx.config.jwt.secret);
    return Promise.all(
      buyers.map(async (buyer) => {
        const product = await makeProduct(app(), { price: 4_000 });
        const order = await placeOrder(app(), buyer, [{ productId: product, quantity: 1 }], {
          invoiceDetailsId: buyer.detailsId,
        });
        return {
          id: order.id,
          notification: simulator.notificationFor(sessionOf(order.paymentUrl), 5_000),
        };
      }),
    );
  }
  const notify = (notification: object) =>
    app().inject({ method: 'POST', url: '/api/payments/notifications', payload: notification });

  it('two orders paid at the same moment get 0001 and 0002: no gap, no repeat', async () => {
    const orders = await unpaidOrders(2);
    const answers = await Promise.all(orders.map((o) => notify(o.notification)));
    expect(answers.map((res) => res.json().outcome)).toEqual(['PAID', 'PAID']);
    const numbers = await Promise.all(
      orders.map(async (o) => (await invoicesOf(app(), o.id))[0]!.number),
    );
    expect(numbers.sort()).toEqual(['FV/2027/09/0001', 'FV/2027/09/0002']);
  });

  it('sixteen payments at once, each delivered twice, take the next sixteen numbers', async () => {
    const orders = await unpaidOrders(16);
    const answers = await Promise.all([...orders, ...orders].map((o) => notify(o.notification)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const issued = await app()
      .db.select({ orderId: invoices.orderId, seq: invoices.seq })
      .from(invoices)
      .where(eq(invoices.period, '2027/09'));
    expect(issued.map((i) => i.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    expect(new Set(issued.map((i) => i.orderId)).size).toBe(18);
  });
});
