import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@shop/shared/coupons';
import { describeEachDb } from '../../test/harness.ts';
import { bearer, createStaff, type TestAccount } from '../../test/accounts.ts';
import {
  makeCoupon,
  makeProduct,
  makeShopper,
  orderBody,
  postOrder,
  type Shopper,
} from '../../test/order-fixtures.ts';
import { claimCouponForOrder } from './service.ts';

describeEachDb('coupons: deactivation', (ctx) => {
  const app = () => ctx().app;
  let staff: TestAccount;
  let shopper: Shopper;

  beforeAll(async () => {
    ctx().clock.set(new Date());
    staff = await createStaff(app(), ['MANAGE_COUPONS']);
    shopper = await makeShopper(app());
  });

  const deactivate = (id: number | string, headers: Record<string, string> = bearer(staff.token)) =>
    app().inject({ method: 'POST', url: `/api/coupons/${id}/deactivate`, headers });

  it('needs MANAGE_COUPONS', async () => {
    const coupon = await makeCoupon(app());
    expect((await deactivate(coupon.id, {})).statusCode).toBe(401);
    const res = await deactivate(coupon.id, bearer(shopper.token));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Brak wymaganego uprawnienia: MANAGE_COUPONS');
    const stored = await app().inject({
      method: 'GET',
      url: `/api/coupons/${coupon.id}`,
      headers: bearer(staff.token),
    });
    expect(stored.json().deactivatedAt).toBeNull();
  });

  it('deactivates once (409 after), 404 for unknown coupons, 400 for bad ids', async () => {
    const coupon = await makeCoupon(app());
    expect(coupon.deactivatedAt).toBeNull();
    const res = await deactivate(coupon.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Coupon>()).toMatchObject({
      id: coupon.id,
      deactivatedAt: ctx().clock.now().toISOString(),
    });
    const again = await deactivate(coupon.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CouponAlreadyDeactivatedException',
      message: 'Kupon jest już wyłączony',
    });
    const missing = await deactivate(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie znaleziono kuponu');
    expect((await deactivate('abc')).statusCode).toBe(400);
    const list = await app().inject({
      method: 'GET',
      url: '/api/coupons?count=100',
      headers: bearer(staff.token),
    });
    const listed = list.json<{ items: Coupon[] }>().items.find((c) => c.id === coupon.id);
    expect(listed?.deactivatedAt).toBe(ctx().clock.now().toISOString());
  });

  describe('a deactivated coupon', () => {
    it('cannot be added to an account', async () => {
      const coupon = await makeCoupon(app());
      await deactivate(coupon.id);
      const res = await app().inject({
        method: 'POST',
        url: '/api/coupons/assign',
        headers: bearer(shopper.token),
        payload: { code: coupon.code },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'CouponNotActiveException',
        message: 'Kupon został wyłączony',
      });
    });

    it('cannot be used by shoppers who hold it, who still see it on their list', async () => {
      const holder = await makeShopper(app());
      const coupon = await makeCoupon(app(), {}, [holder]);
      await deactivate(coupon.id);
      const product = await makeProduct(app());
      const order = await postOrder(
        app(),
        holder,
        orderBody(holder, [{ productId: product, quantity: 1 }], { couponId: coupon.id }),
      );
      expect(order.statusCode).toBe(400);
      expect(order.json()).toMatchObject({
        code: 'CouponNotActiveException',
        message: 'Kupon został wyłączony',
      });
      const mine = await app().inject({
        method: 'GET',
        url: '/api/users/me/coupons',
        headers: bearer(holder.token),
      });
      expect(mine.json<{ items: Coupon[] }>().items).toEqual([
        expect.objectContaining({ id: coupon.id, used: false, deactivatedAt: expect.any(String) }),
      ]);
      // The database refuses the use too (an order checked just before the deactivation).
      await expect(
        app().db.transaction((tx) => claimCouponForOrder(tx, holder.user.id, coupon.id, 1)),
      ).rejects.toMatchObject({ statusCode: 400, message: 'Kupon został wyłączony' });
      const stored = await app().inject({
        method: 'GET',
        url: `/api/coupons/${coupon.id}`,
        headers: bearer(staff.token),
      });
      expect(stored.json().timesUsed).toBe(0);
    });
  });
});
