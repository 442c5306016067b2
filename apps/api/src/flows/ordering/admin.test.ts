import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/orders';
import { orders } from '../../db/schema/orders.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import {
  addInvoiceDetails,
  adminOrder,
  makeCoupon,
  makeProduct,
  makeShopper,
  payInSimulator,
  placeOrder,
  stockOf,
  type Shopper,
  MANY_UNPAID_ORDERS,
} from '../../test/order-fixtures.ts';

describeEachDb(
  'orders: staff',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let reader: TestAccount;
    let updater: TestAccount;
    let cashier: TestAccount;

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
      reader = await createStaff(app(), ['READ_ORDERS']);
      updater = await createStaff(app(), ['UPDATE_ORDERS']);
      cashier = await createStaff(app(), ['CREATE_RECEIPT']);
    });

    /** A PAID order (paid in the simulator) of one product with `stock` pieces left after it. */
    async function paidOrder(stock = 2) {
      const product = await makeProduct(app(), { price: 2_500, stock });
      const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
      expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);
      return { ...order, product };
    }

    const setStatus = (id: number, status: string, who = updater, note?: string) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: bearer(who.token),
        payload: { status, ...(note ? { note } : {}) },
      });
    const linkReceipt = (orderId: number, receiptId: string, who = cashier) =>
      app().inject({
        method: 'POST',
        url: '/api/admin/receipts',
        headers: bearer(who.token),
        payload: { orderId, receiptId },
      });

    describe('GET /api/admin/orders', () => {
      it('needs READ_ORDERS', async () => {
        expect((await app().inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(
          401,
        );
        for (const who of [shopper, updater]) {
          const res = await app().inject({
            method: 'GET',
            url: '/api/admin/orders',
            headers: bearer(who.token),
          });
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe('Brak wymaganego uprawnienia: READ_ORDERS');
        }
      });

      it("lists every shopper's orders with who placed them, filtered by status", async () => {
        const other = await makeShopper(app());
        const product = await makeProduct(app());
        const mine = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
        const theirs = await placeOrder(app(), other, [{ productId: product, quantity: 1 }]);
        const paid = await paidOrder();

        const res = await app().inject({
          method: 'GET',
          url: '/api/admin/orders?status=PENDING&count=100',
          headers: bearer(reader.token),
        });
        expect(res.statusCode).toBe(200);
        const items = res.json<{ items: AdminOrder[] }>().items;
        const ids = items.map((o) => o.id);
        expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
        expect(ids).not.toContain(paid.id);
        expect(items.find((o) => o.id === theirs.id)).toMatchObject({
          userId: other.user.id,
          customerEmail: other.user.email,
          status: 'PENDING',
          history: [{ kind: 'STATUS', fromStatus: null, toStatus: 'PENDING', actorId: null }],
        });
        const page = await app().inject({
          method: 'GET',
          url: '/api/admin/orders?page=0&count=1',
          headers: bearer(reader.token),
        });
        expect(page.json().items).toHaveLength(1);
        expect(page.json().totalCount).toBeGreaterThanOrEqual(3);
      });

      it('searches by order number and by a part of the buyer e-mail, any case', async () => {
        const other = await makeShopper(app());
        const product = await makeProduct(app());
        const first = await placeOrder(app(), other, [{ productId: product, quantity: 1 }]);
        const second = await placeOrder(app(), other, [{ productId: product, quantity: 1 }]);
        const mine = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
        const search = async (q: string) => {
          const res = await app().inject({
            method: 'GET',
            url: `/api/admin/orders?status=PENDING&count=100&q=${encodeURIComponent(q)}`,
            headers: bearer(reader.token),
          });
          expect(res.statusCode).toBe(200);
          return res.json<{ items: AdminOrder[]; totalCount: number }>();
        };

        const local = other.user.email.split('@')[0]!;
        const byEmail = await search(`  ${local.slice(1).toUpperCase()}@`);
        expect(byEmail.items.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
        expect(byEmail.totalCount).toBe(2);

        // "#" makes it an order number only; bare digits also look in e-mails (full of digits).
        expect((await search(`#${mine.id}`)).items.map((o) => o.id)).toEqual([mine.id]);
        expect((await search(String(mine.id))).items.map((o) => o.id)).toContain(mine.id);
        await app()
          .db.update(orders)
          .set({ customerEmail: 'jan.20261125@sklep.test' })
          .where(eq(orders.id, first.id));
        expect((await search('20261125')).items.map((o) => o.id)).toEqual([first.id]);
        // LIKE wildcards are plain characters; unknown or out-of-range numbers find nothing.
        for (const q of ['%', '_', '#999999', '#99999999999999']) {
          expect(await search(q)).toEqual({ items: [], totalCount: 0 });
        }
        expect((await search('   ')).totalCount).toBeGreaterThanOrEqual(3);
        const long = await app().inject({
          method: 'GET',
          url: `/api/admin/orders?q=${'a'.repeat(255)}`,
          headers: bearer(reader.token),
        });
        expect(long.statusCode).toBe(400);
        expect(long.json().message).toContain('Wyszukiwana fraza może mieć najwyżej 254 znaki');
      });

      it('reads one order with its history, 404 when absent', async () => {
        const { id } = await paidOrder();
        const res = await app().inject({
          method: 'GET',
          url: `/api/admin/orders/${id}`,
          headers: bearer(reader.token),
        });
        expect(res.json()).toMatchObject({
          id,
          status: 'PAID',
          history: [
            { kind: 'STATUS', toStatus: 'PENDING' },
            { kind: 'PAYMENT', fromStatus: 'PENDING', toStatus: 'PAID' },
          ],
        });
        const missing = await app().inject({
          method: 'GET',
          url: '/api/admin/orders/999999',
          headers: bearer(reader.token),
        });
        expect(missing.statusCode).toBe(404);
      });
    });

    describe('status transitions', () => {
      it('needs UPDATE_ORDERS', async () => {
        const { id } = await paidOrder();
        const res = await setStatus(id, 'SHIPPED', reader);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Brak wymaganego uprawnienia: UPDATE_ORDERS');
        expect((await adminOrder(app(), id)).status).toBe('PAID');
      });

      it('goes PAID -> SHIPPED -> DELIVERED, recording time and author', async () => {
        const { id } = await paidOrder();
        const shipped = await setStatus(id, 'SHIPPED', updater, 'Paczka nadana');
        expect(shipped.statusCode).toBe(200);
        expect(shipped.json()).toMatchObject({ id, status: 'SHIPPED' });
        ctx().clock.advance(60_000);
        const delivered = await setStatus(id, 'DELIVERED');
        expect(delivered.statusCode).toBe(200);
        const history = delivered.json<AdminOrder>().history.filter((e) => e.actorId !== null);
        expect(history).toEqual([
          {
            at: expect.any(String),
            kind: 'STATUS',
            fromStatus: 'PAID',
            toStatus: 'SHIPPED',
            actorId: updater.user.id,
            actorEmail: updater.user.email,
            note: 'Paczka nadana',
          },
          {
            at: ctx().clock.now().toISOString(),
            kind: 'STATUS',
            fromStatus: 'SHIPPED',
            toStatus: 'DELIVERED',
            actorId: updater.user.id,
            actorEmail: updater.user.email,
            note: null,
          },
        ]);
      });

      it('refuses transitions the rules do not allow, with 409 and nothing changed', async () => {
        const product = await makeProduct(app());
        const pending = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
        const paid = await paidOrder();
        const cases: [number, string][] = [
          [pending.id, 'SHIPPED'],
          [pending.id, 'DELIVERED'],
          [paid.id, 'DELIVERED'],
        ];
        for (const [id, status] of cases) {
          const res = await setStatus(id, status);
          expect(res.statusCode, `${id} -> ${status}`).toBe(409);
          expect(res.json()).toMatchObject({ code: 'InvalidOrderTransitionException' });
        }
        expect((await setStatus(paid.id, 'PAID')).statusCode).toBe(400);
        expect((await setStatus(999_999, 'SHIPPED')).statusCode).toBe(404);
        expect((await adminOrder(app(), pending.id)).status).toBe('PENDING');
        expect((await adminOrder(app(), paid.id)).status).toBe('PAID');

        await setStatus(paid.id, 'SHIPPED');
        await setStatus(paid.id, 'DELIVERED');
        const late = await setStatus(paid.id, 'CANCELLED');
        expect(late.statusCode).toBe(409);
        expect(late.json().message).toBe(
          'Nie można zmienić statusu zamówienia z „Dostarczone” na „Anulowane”',
        );
      });

      it('cancelling a PENDING order gives back its stock and coupon use', async () => {
        const product = await makeProduct(app(), { stock: 1 });
        const coupon = await makeCoupon(app(), { usageLimit: 1 }, [shopper]);
        const { id } = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
          couponId: coupon.id,
        });
        expect(await stockOf(app(), product)).toBe(0);
        const res = await setStatus(id, 'CANCELLED');
        expect(res.json()).toMatchObject({ status: 'CANCELLED', refundRequired: false });
        expect(await stockOf(app(), product)).toBe(1);
        const mine = await app().inject({
          method: 'GET',
          url: '/api/users/me/coupons',
          headers: bearer(shopper.token),
        });
        expect(mine.json().items.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({
          used: false,
          timesUsed: 0,
        });
      });

      it('cancelling a PAID order gives back the stock and flags the refund', async () => {
        const { id, product } = await paidOrder(1);
        expect(await stockOf(app(), product)).toBe(0);
        const res = await setStatus(id, 'CANCELLED');
        expect(res.json()).toMatchObject({ status: 'CANCELLED', refundRequired: true });
        expect(await stockOf(app(), product)).toBe(1);
        const refunds = await app().inject({
          method: 'GET',
          url: '/api/admin/orders?refundRequired=true&count=100',
          headers: bearer(reader.token),
        });
        expect(refunds.json().items.map((o: AdminOrder) => o.id)).toContain(id);
      });
    });

    describe('POST /api/admin/receipts', () => {
      it('needs CREATE_RECEIPT', async () => {
        const { id } = await paidOrder();
        expect((await linkReceipt(id, 'R-1', reader)).statusCode).toBe(403);
      });

      it('links a receipt to a PAID order once; the same link again is fine', async () => {
        const { id } = await paidOrder();
        const receiptId = `a1b2c3${id}`;
        const res = await linkReceipt(id, receiptId);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id, receiptId });
        expect(res.json().history.at(-1)).toMatchObject({
          kind: 'RECEIPT',
          actorId: cashier.user.id,
          note: `Paragon ${receiptId}`,
        });
        // The staff browser retries until it hears back: the same link is accepted again.
        expect((await linkReceipt(id, receiptId)).statusCode).toBe(200);
        const other = await linkReceipt(id, 'another');
        expect(other.statusCode).toBe(409);
        expect(other.json()).toMatchObject({ code: 'ReceiptAlreadyExistsException' });
        expect((await adminOrder(app(), id)).receiptId).toBe(receiptId);

        const second = await paidOrder();
        const reused = await linkReceipt(second.id, receiptId);
        expect(reused.statusCode).toBe(409);
      });

      it('refuses orders that are not PAID, unknown orders and bad input', async () => {
        const product = await makeProduct(app());
        const pending = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }]);
        const res = await linkReceipt(pending.id, 'R-2');
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'OrderNotPaidException' });

        const shipped = await paidOrder();
        await setStatus(shipped.id, 'SHIPPED');
        expect((await linkReceipt(shipped.id, 'R-3')).statusCode).toBe(409);

        expect((await linkReceipt(999_999, 'R-4')).statusCode).toBe(404);
        const blank = await linkReceipt(pending.id, '   ');
        expect(blank.statusCode).toBe(400);
        expect(blank.json().message).toContain('Numer paragonu jest wymagany');
      });

      it('refuses an order with invoice details: it gets a VAT invoice, not a receipt', async () => {
        const product = await makeProduct(app());
        const invoiceDetailsId = await addInvoiceDetails(app(), shopper);
        const order = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
          invoiceDetailsId,
        });
        expect((await payInSimulator(app(), order.paymentUrl)).statusCode).toBe(303);
        const res = await linkReceipt(order.id, `R-invoice-${order.id}`);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'InvoiceOrderReceiptException',
          message: 'Do zamówienia z fakturą VAT nie drukuje się paragonu',
        });
        const stored = await adminOrder(app(), order.id);
        expect(stored.receiptId).toBeNull();
        expect(stored.history.some((event) => event.kind === 'RECEIPT')).toBe(false);
      });
    });
  },
  MANY_UNPAID_ORDERS,
);
