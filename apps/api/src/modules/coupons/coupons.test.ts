import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { Coupon } from '@shop/shared/coupons';
import { describeEachDb } from '../../test/harness.ts';
import { bearer, createStaff, registerShopper, type TestAccount } from '../../test/accounts.ts';

const uniqueCode = (prefix = 'KOD') => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
const DAY = 24 * 3600 * 1000;

describeEachDb('coupons', (ctx) => {
  let staff: TestAccount;
  let shopper: TestAccount;

  beforeAll(async () => {
    staff = await createStaff(ctx().app, ['MANAGE_COUPONS']);
    shopper = await registerShopper(ctx().app);
  });

  const createCoupon = (body: Record<string, unknown>, token = staff.token) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: bearer(token),
      payload: body,
    });
  const validCoupon = (patch: Record<string, unknown> = {}) => ({
    code: uniqueCode(),
    discountType: 'PERCENTAGE_OFF_ORDER',
    discountValue: 10,
    usageLimit: 5,
    ...patch,
  });
  const assign = (code: string, token = shopper.token, url = '/api/coupons/assign') =>
    ctx().app.inject({ method: 'POST', url, headers: bearer(token), payload: { code } });

  /** An ISO time `days` from the test clock's now. */
  const inDays = (days: number) => new Date(ctx().clock.now().getTime() + days * DAY).toISOString();

  it('lets staff create a coupon and answers the Coupon object', async () => {
    const [validFrom, validUntil] = [inDays(-1), inDays(30)];
    const body = validCoupon({
      discountType: 'FIXED_AMOUNT_OFF_ORDER',
      discountValue: 2_500,
      minimumOrderPrice: 10_000,
      validFrom,
      validUntil,
    });
    const res = await createCoupon(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      code: body.code,
      discountType: 'FIXED_AMOUNT_OFF_ORDER',
      discountValue: 2_500,
      usageLimit: 5,
      timesUsed: 0,
      minimumOrderPrice: 10_000,
      minimumProductPrice: null,
      validFrom,
      validUntil,
      deactivatedAt: null,
      used: false,
    });
  });

  it('refuses invalid coupons with the form messages and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'ab' }, 'Kod musi mieć co najmniej 3 znaki'],
      [{ code: 'X'.repeat(51) }, 'Kod może mieć maksymalnie 50 znaków'],
      [{ code: 'małe' }, 'Kod może zawierać tylko wielkie litery, cyfry, podkreślenia i myślniki'],
      [{ discountType: undefined }, 'Typ zniżki jest wymagany'],
      [{ discountValue: undefined }, 'Wartość zniżki jest wymagana'],
      [{ usageLimit: undefined }, 'Limit użyć jest wymagany'],
      [{ discountValue: 0 }, 'Wartość zniżki musi być liczbą większą od 0'],
      [{ usageLimit: 0 }, 'Limit użyć musi być liczbą większą od 0'],
      [{ discountValue: 150 }, 'Zniżka procentowa może wynosić najwyżej 100'],
      [{ usageLimit: 3_000_000_000 }, 'Wartość jest za duża'],
    ];
    for (const [patch, message] of cases) {
      const res = await createCoupon(validCoupon(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationException' });
      expect(res.json().message).toContain(message);
    }
    const list = await ctx().app.inject({
      method: 'GET',
      url: '/api/coupons?count=100',
      headers: bearer(staff.token),
    });
    expect(list.json().items.map((c: Coupon) => c.code)).not.toContain('ab');
  });

  it('refuses a duplicate code with 409', async () => {
    const body = validCoupon();
    expect((await createCoupon(body)).statusCode).toBe(201);
    const again = await createCoupon({ ...body, discountValue: 20 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CouponAlreadyExistsException' });
  });

  it('needs MANAGE_COUPONS to create, list and read coupons', async () => {
    const guest = await ctx().app.inject({ method: 'POST', url: '/api/coupons', payload: {} });
    expect(guest.statusCode).toBe(401);
    const forbidden = await createCoupon(validCoupon(), shopper.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Brak wymaganego uprawnienia: MANAGE_COUPONS');
    for (const url of ['/api/coupons', '/api/coupons/1']) {
      const res = await ctx().app.inject({ method: 'GET', url, headers: bearer(shopper.token) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists coupons newest first with pagination and reads one by id', async () => {
    const a = (await createCoupon(validCoupon())).json<Coupon>();
    const b = (await createCoupon(validCoupon())).json<Coupon>();
    const page = await ctx().app.inject({
      method: 'GET',
      url: '/api/coupons?page=0&count=2',
      headers: bearer(staff.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((c: Coupon) => c.id)).toEqual([b.id, a.id]);
    expect(page.json().totalCount).toBeGreaterThanOrEqual(2);

    const one = await ctx().app.inject({
      method: 'GET',
      url: `/api/coupons/${a.id}`,
      headers: bearer(staff.token),
    });
    expect(one.json()).toEqual(a);
    for (const [id, status] of [
      [999_999, 404],
      [99_999_999_999, 400],
      ['abc', 400],
    ] as const) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/coupons/${id}`,
        headers: bearer(staff.token),
      });
      expect(res.statusCode).toBe(status);
    }
  });

  it('lets a shopper add a coupon by code (trimmed, any case) and lists it as theirs', async () => {
    const coupon = (await createCoupon(validCoupon())).json<Coupon>();
    const me = await registerShopper(ctx().app);
    const res = await assign(`  ${coupon.code.toLowerCase()} `, me.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ...coupon, used: false });

    const list = await ctx().app.inject({
      method: 'GET',
      url: '/api/users/me/coupons',
      headers: bearer(me.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [{ ...coupon, used: false }], totalCount: 1 });
    // Another shopper's list is their own.
    const other = await ctx().app.inject({
      method: 'GET',
      url: '/api/users/me/coupons',
      headers: bearer(shopper.token),
    });
    expect(other.json().items.map((c: Coupon) => c.id)).not.toContain(coupon.id);
  });

  it('adds through POST /users/me/coupons the same way', async () => {
    const coupon = (await createCoupon(validCoupon())).json<Coupon>();
    const res = await assign(coupon.code, shopper.token, '/api/users/me/coupons');
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(coupon.id);
  });

  it('answers 404 for an unknown code and 400 when invalid or already added', async () => {
    const unknown = await assign('NIE-MA-TAKIEGO');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'CouponNotFoundException',
      message: 'Nie znaleziono kuponu o podanym kodzie',
    });

    const empty = await assign('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Proszę podać kod kuponu');

    const coupon = (await createCoupon(validCoupon())).json<Coupon>();
    expect((await assign(coupon.code)).statusCode).toBe(201);
    const twice = await assign(coupon.code);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'CouponAlreadyAssignedException' });

    const expired = (await createCoupon(validCoupon({ validUntil: inDays(-1) }))).json<Coupon>();
    const late = await assign(expired.code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'CouponExpiredException' });
  });

  it('needs a login for the shopper routes', async () => {
    for (const [method, url] of [
      ['POST', '/api/coupons/assign'],
      ['GET', '/api/users/me/coupons'],
      ['POST', '/api/users/me/coupons'],
    ] as const) {
      const res = await ctx().app.inject({ method, url, payload: { code: 'X' } });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
