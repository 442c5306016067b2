import { updateProductInputSchema } from '@shop/shared/catalogue';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/shared/cart';
import type { Coupon } from '@shop/shared/coupons';
import type { Order } from '@shop/shared/orders';
import { bearer, createStaff } from '../../test/accounts.ts';
import { describeEachDb } from '../../test/harness.ts';
import { updateProduct } from '../../modules/products/service.ts';
import {
  addInvoiceDetails,
  getOrder,
  makeCoupon,
  makeProduct,
  makeShopper,
  makeUpcomingProduct,
  MINUTE,
  orderBody,
  placeOrder,
  postOrder,
  stockOf,
  type Shopper,
  MANY_UNPAID_ORDERS,
} from '../../test/order-fixtures.ts';
import { productVersion } from '../../modules/drops/test-fixtures.ts';

describeEachDb(
  'orders: checkout',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;

    beforeAll(() => ctx().clock.set(new Date()));
    beforeEach(async () => {
      shopper = await makeShopper(app());
    });

    const addToCart = (productId: number, quantity: number) =>
      app().inject({
        method: 'POST',
        url: `/api/cart/items?productId=${productId}&quantity=${quantity}`,
        headers: bearer(shopper.token),
      });
    const cart = async () =>
      (
        await app().inject({ method: 'GET', url: '/api/cart', headers: bearer(shopper.token) })
      ).json<Cart>();
    const myCoupons = async () =>
      (
        await app().inject({
          method: 'GET',
          url: '/api/users/me/coupons',
          headers: bearer(shopper.token),
        })
      ).json<{ items: Coupon[] }>().items;

    it('places an order: fixes prices, takes the stock, empties the bought cart lines', async () => {
      const lamp = await makeProduct(app(), { price: 4_999, stock: 3 });
      const kept = await makeProduct(app(), { price: 1_000, stock: 3 });
      await addToCart(lamp, 2);
      await addToCart(kept, 1);
      const invoiceId = await addInvoiceDetails(app(), shopper);

      const res = await postOrder(
        app(),
        shopper,
        orderBody(shopper, [{ productId: lamp, quantity: 2 }], {
          invoiceDetailsId: invoiceId,
          shippingMethod: 'INPOST_PARCEL_LOCKER',
          parcelLockerId: 'kra010',
        }),
      );
      expect(res.statusCode).toBe(201);
      const { id, paymentUrl } = res.json();
      expect(paymentUrl).toMatch(/\/api\/payments\/simulator\/[0-9a-f-]{36}$/);
      expect(await stockOf(app(), lamp)).toBe(1);
      expect((await cart()).items.map((i) => i.product.id)).toEqual([kept]);

      const order = await getOrder(app(), shopper, id);
      const now = ctx().clock.now();
      expect(order).toMatchObject({
        id,
        status: 'PENDING',
        subtotal: 9_998,
        discount: 0,
        shippingCost: 1_000,
        totalAmount: 10_998,
        shippingMethod: 'INPOST_PARCEL_LOCKER',
        parcelLockerId: 'KRA010',
        shippingAddress: {
          id: shopper.addressId,
          name: 'Jan Kowalski',
          street: 'Długa 1',
          city: 'Kraków',
          postalCode: '30-001',
          country: 'Polska',
        },
        invoiceDetails: { id: invoiceId, taxId: '1234563218', name: 'Firma Sp. z o.o.' },
        couponId: null,
        paymentUrl,
        paidAt: null,
        receiptId: null,
        refundRequired: false,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 30 * MINUTE).toISOString(),
      });
      expect(order.items).toEqual([
        {
          id: expect.any(Number),
          product: { id: lamp, name: expect.stringMatching(/^Lampka/), images: [] },
          price: 4_999,
          quantity: 2,
        },
      ]);

      // The price stays what it was when ordered, whatever staff do later.
      await updateProduct(
        app().db,
        lamp,
        updateProductInputSchema.parse({
          dropId: (await app().inject({ method: 'GET', url: `/api/products/${lamp}` })).json().drop
            .id,
          name: 'Nowa nazwa',
          description: 'Lampka biurkowa',
          price: 100,
          purchasePrice: 100,
          priceType: 'STATIC',
          stock: 1,
          category: 'ELECTRONICS',
          condition: 'NEW',
          version: await productVersion(app(), lamp),
        }),
        ctx().clock.now(),
        { safetyRequired: false },
      );
      const again = await getOrder(app(), shopper, id);
      expect(again.items[0]).toMatchObject({
        price: 4_999,
        product: { name: order.items[0]!.product.name },
      });
      expect(again.totalAmount).toBe(10_998);
    });

    it('applies a coupon and counts its use', async () => {
      const product = await makeProduct(app(), { price: 10_000 });
      const coupon = await makeCoupon(
        app(),
        { discountType: 'PERCENTAGE_OFF_ORDER', discountValue: 15, usageLimit: 2 },
        [shopper],
      );
      const { id } = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
        couponId: coupon.id,
      });
      expect(await getOrder(app(), shopper, id)).toMatchObject({
        subtotal: 10_000,
        discount: 1_500,
        shippingCost: 1_000,
        totalAmount: 9_500,
        couponId: coupon.id,
      });
      expect(await myCoupons()).toEqual([{ ...coupon, timesUsed: 1, used: true }]);

      const again = await postOrder(
        app(),
        shopper,
        orderBody(shopper, [{ productId: product, quantity: 1 }], { couponId: coupon.id }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CouponAlreadyUsedException' });
    });

    it('gives free shipping with FREE_SHIPPING', async () => {
      const product = await makeProduct(app(), { price: 2_000 });
      const coupon = await makeCoupon(app(), { discountType: 'FREE_SHIPPING', discountValue: 0 }, [
        shopper,
      ]);
      const { id } = await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }], {
        couponId: coupon.id,
      });
      expect(await getOrder(app(), shopper, id)).toMatchObject({
        shippingCost: 0,
        discount: 0,
        totalAmount: 2_000,
      });
    });

    describe('refusals change nothing', () => {
      let product: number;
      let second: number;
      beforeEach(async () => {
        product = await makeProduct(app(), { price: 3_000, stock: 2 });
        second = await makeProduct(app(), { price: 3_000, stock: 1 });
        await addToCart(product, 1);
      });

      async function expectRefused(
        body: object,
        status: number,
        code: string,
        message?: string | RegExp,
        who: Shopper = shopper,
      ) {
        const res = await postOrder(app(), who, body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toMatchObject({ statusCode: status, code });
        if (message) expect(res.json().message).toMatch(message);
        expect(await stockOf(app(), product)).toBe(2);
        expect(await stockOf(app(), second)).toBe(1);
        expect((await cart()).items).toHaveLength(1);
        const list = await app().inject({
          method: 'GET',
          url: '/api/orders',
          headers: bearer(who.token),
        });
        expect(list.json().totalCount).toBe(0);
      }

      const line = (quantity = 1) => [{ productId: product, quantity }];

      it('401 for a guest', async () => {
        const res = await app().inject({ method: 'POST', url: '/api/orders', payload: {} });
        expect(res.statusCode).toBe(401);
      });

      it('400 for malformed orders', async () => {
        await expectRefused(orderBody(shopper, []), 400, 'ValidationException', /produkty/);
        await expectRefused(
          orderBody(shopper, line(), { shippingMethod: 'INPOST_PARCEL_LOCKER' }),
          400,
          'ValidationException',
          /Wybierz paczkomat/,
        );
        await expectRefused(
          orderBody(shopper, [...line(), ...line()]),
          400,
          'ValidationException',
          /powtarza/,
        );
        await expectRefused(
          orderBody(shopper, line(), { shippingMethod: 'DHL' }),
          400,
          'ValidationException',
        );
      });

      it('400 for a return address outside the shop (no open redirect)', async () => {
        for (const returnUrl of ['https://evil.example/orders', 'http://localhost:3001/orders']) {
          await expectRefused(
            orderBody(shopper, line(), { returnUrl }),
            400,
            'ValidationException',
            /adres powrotu/,
          );
        }
      });

      it("400 for another shopper's address or invoice details", async () => {
        const other = await makeShopper(app());
        const otherInvoice = await addInvoiceDetails(app(), other);
        await expectRefused(
          orderBody(shopper, line(), { shippingAddressId: other.addressId }),
          400,
          'AddressNotFoundException',
        );
        await expectRefused(
          orderBody(shopper, line(), { invoiceDetailsId: otherInvoice }),
          400,
          'InvoiceDetailsNotFoundException',
        );
      });

      it('404 for an unknown product, and the very same answer for one not on sale yet', async () => {
        const unknown = await postOrder(
          app(),
          shopper,
          orderBody(shopper, [{ productId: 999_999, quantity: 1 }]),
        );
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ code: 'ProductNotFoundException' });
        const upcoming = await makeUpcomingProduct(app());
        await expectRefused(
          orderBody(shopper, [{ productId: upcoming, quantity: 1 }]),
          404,
          'ProductNotFoundException',
          new RegExp(`^${unknown.json().message}$`),
        );
      });

      it('409 OutOfStockException for more pieces than there are, even after other lines', async () => {
        await expectRefused(
          orderBody(shopper, line(3)),
          409,
          'OutOfStockException',
          /nie jest już dostępny w wybranej ilości/,
        );
        await expectRefused(
          orderBody(shopper, [...line(1), { productId: second, quantity: 2 }]),
          409,
          'OutOfStockException',
        );
      });

      it('coupon rules: assigned, in dates, minimum prices, usage limit', async () => {
        const notMine = await makeCoupon(app());
        await expectRefused(
          orderBody(shopper, line(), { couponId: notMine.id }),
          400,
          'CouponNotAssignedException',
        );
        const now = ctx().clock.now().getTime();
        const expired = await makeCoupon(
          app(),
          {
            validFrom: new Date(now - 10 * MINUTE).toISOString(),
            validUntil: new Date(now + MINUTE).toISOString(),
          },
          [shopper],
        );
        ctx().clock.advance(2 * MINUTE);
        await expectRefused(
          orderBody(shopper, line(), { couponId: expired.id }),
          400,
          'CouponNotActiveException',
          'Kupon wygasł',
        );
        const future = await makeCoupon(
          app(),
          { validFrom: new Date(now + 60 * MINUTE).toISOString() },
          [shopper],
        );
        await expectRefused(
          orderBody(shopper, line(), { couponId: future.id }),
          400,
          'CouponNotActiveException',
        );
        const big = await makeCoupon(app(), { minimumOrderPrice: 3_001 }, [shopper]);
        await expectRefused(
          orderBody(shopper, line(), { couponId: big.id }),
          400,
          'CouponMinimumOrderPriceException',
          'Minimalna wartość zamówienia: 30,01\u00a0zł',
        );
        const pricey = await makeCoupon(
          app(),
          { discountType: 'PERCENTAGE_OFF_CHEAPEST_PRODUCT', minimumProductPrice: 5_000 },
          [shopper],
        );
        await expectRefused(
          orderBody(shopper, line(), { couponId: pricey.id }),
          400,
          'CouponMinimumProductPriceException',
          'Minimalna wartość produktu: 50,00\u00a0zł',
        );
        const spent = await makeCoupon(app(), { usageLimit: 1 }, [shopper]);
        const first = await makeShopper(app());
        await app().inject({
          method: 'POST',
          url: '/api/coupons/assign',
          headers: bearer(first.token),
          payload: { code: spent.code },
        });
        const other = await makeProduct(app(), { price: 1_000, stock: 1 });
        await placeOrder(app(), first, [{ productId: other, quantity: 1 }], { couponId: spent.id });
        await expectRefused(
          orderBody(shopper, line(), { couponId: spent.id }),
          409,
          'CouponUsageLimitReachedException',
        );
      });
    });
  },
  MANY_UNPAID_ORDERS,
);

describeEachDb(
  'orders: lists',
  (ctx) => {
    const app = () => ctx().app;
    let shopper: Shopper;
    let orders: number[];

    beforeAll(async () => {
      ctx().clock.set(new Date());
      shopper = await makeShopper(app());
      orders = [];
      for (let i = 0; i < 3; i += 1) {
        const product = await makeProduct(app(), { price: 1_000 * (i + 1) });
        orders.push((await placeOrder(app(), shopper, [{ productId: product, quantity: 1 }])).id);
        ctx().clock.advance(1_000);
      }
      // The second order is cancelled by staff, so the list has two statuses.
      const staff = await createStaff(app(), ['UPDATE_ORDERS']);
      const res = await app().inject({
        method: 'POST',
        url: `/api/admin/orders/${orders[1]}/status`,
        headers: bearer(staff.token),
        payload: { status: 'CANCELLED' },
      });
      expect(res.statusCode).toBe(200);
    });

    const list = (query = '', who: { token: string } = shopper) =>
      app().inject({ method: 'GET', url: `/api/orders${query}`, headers: bearer(who.token) });

    it("lists the shopper's orders newest first with pagination", async () => {
      const res = await list('?page=0&count=2');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ items: Order[] }>().items.map((o) => o.id)).toEqual([orders[2], orders[1]]);
      expect(res.json().totalCount).toBe(3);
      const next = await list('?page=1&count=2');
      expect(next.json<{ items: Order[] }>().items.map((o) => o.id)).toEqual([orders[0]]);
    });

    it('filters by status and sorts by status', async () => {
      const cancelled = await list('?status=CANCELLED');
      expect(cancelled.json<{ items: Order[] }>().items.map((o) => o.id)).toEqual([orders[1]]);
      expect(cancelled.json().items[0].paymentUrl).toBeNull();
      const byStatus = await list('?sort=status');
      expect(byStatus.json<{ items: Order[] }>().items.map((o) => o.status)).toEqual([
        'PENDING',
        'PENDING',
        'CANCELLED',
      ]);
      expect((await list('?status=LOST')).statusCode).toBe(400);
      expect((await list('?count=101')).statusCode).toBe(400);
    });

    it("answers 404 for another shopper's order, exactly as for a missing one", async () => {
      const other = await makeShopper(app());
      expect((await list('', other)).json()).toEqual({ items: [], totalCount: 0 });
      for (const id of [orders[0], 999_999]) {
        const res = await app().inject({
          method: 'GET',
          url: `/api/orders/${id}`,
          headers: bearer(other.token),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          statusCode: 404,
          code: 'NotFoundException',
          message: 'Nie znaleziono zamówienia',
        });
      }
      const bad = await app().inject({
        method: 'GET',
        url: '/api/orders/12345678901',
        headers: bearer(other.token),
      });
      expect(bad.statusCode).toBe(400);
      expect((await app().inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    });

    it('keeps staff-only fields out of the shopper view', async () => {
      const order = await getOrder(app(), shopper, orders[0]!);
      for (const field of ['customerEmail', 'userId', 'history', 'returnUrl']) {
        expect(order).not.toHaveProperty(field);
      }
    });
  },
  MANY_UNPAID_ORDERS,
);
