// Test data for order, payment and expiry tests: STATIC-priced products (a price that does not
// move with the clock), shoppers with an address, coupons, and placing and paying orders.
import { createDropInputSchema, createProductInputSchema } from '@shop/shared/catalogue';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Coupon } from '@shop/shared/coupons';
import type { Condition } from '@shop/shared/enums';
import type { AdminOrder, CreateOrderResponse, Order } from '@shop/shared/orders';
import type { App } from '../app.ts';
import { products } from '../db/schema/products.ts';
import { bearer, createStaff, registerShopper, type TestAccount } from './accounts.ts';
import { createDrop } from '../modules/drops/service.ts';
import { createProduct } from '../modules/products/service.ts';

export const MINUTE = 60_000;

/**
 * Environment for suites in which one shopper places many orders to test other rules; the
 * unpaid-order limit itself is tested in fair-checkout.test.ts.
 */
export const MANY_UNPAID_ORDERS = { MAX_UNPAID_ORDERS: '1000' };

/** A STATIC product at `price` grosze with `stock` pieces, in a drop that started an hour ago. */
export async function makeProduct(app: App, { price = 5_000, stock = 5 } = {}) {
  const now = app.clock.now();
  const dropId = await makeDrop(app, { dropTime: new Date(now.getTime() - 60 * MINUTE) });
  return makeProductIn(app, dropId, { price, stock });
}

/** A drop starting at `dropTime`, with a lobby when asked; answers its id. */
export async function makeDrop(app: App, { dropTime, lobby }: { dropTime: Date; lobby?: boolean }) {
  const drop = await createDrop(
    app.db,
    createDropInputSchema.parse({
      name: `Kolekcja ${randomBytes(4).toString('hex')}`,
      shortDescription: 'Krótki opis',
      description: 'Opis kolekcji testowej',
      categories: ['ELECTRONICS'],
      dropTime: dropTime.toISOString(),
      lobby,
    }),
    app.clock.now(),
  );
  return drop.id;
}

/** A static-price product in drop `dropId` (new, unless told), answers its id. */
export async function makeProductIn(
  app: App,
  dropId: number,
  {
    price = 5_000,
    stock = 5,
    name = `Lampka ${randomBytes(3).toString('hex')}`,
    condition = 'NEW' as Condition,
    inspectionNotes = null as string | null,
  } = {},
) {
  const saved = await createProduct(
    app.db,
    createProductInputSchema.parse({
      dropId,
      name,
      description: 'Lampka biurkowa',
      price,
      purchasePrice: 100,
      priceType: 'STATIC',
      stock,
      category: 'ELECTRONICS',
      condition,
      inspectionNotes,
    }),
    app.clock.now(),
    { safetyRequired: false },
  );
  return saved.id;
}

/** A product whose drop starts tomorrow (not purchasable yet). */
export async function makeUpcomingProduct(app: App) {
  const dropId = await makeDrop(app, {
    dropTime: new Date(app.clock.now().getTime() + 24 * 60 * MINUTE),
  });
  return makeProductIn(app, dropId, { price: 1_000, stock: 3, name: 'Przyszła lampka' });
}

export async function stockOf(app: App, productId: number): Promise<number> {
  const [row] = await app.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export interface Shopper extends TestAccount {
  addressId: number;
}

export async function makeShopper(app: App): Promise<Shopper> {
  const account = await registerShopper(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/me/addresses',
    headers: bearer(account.token),
    payload: {
      name: 'Jan Kowalski',
      street: 'Długa 1',
      city: 'Kraków',
      postalCode: '30-001',
      country: 'Polska',
    },
  });
  if (res.statusCode !== 201) throw new Error(`address: ${res.statusCode} ${res.body}`);
  return { ...account, addressId: res.json().id };
}

export async function addInvoiceDetails(app: App, who: TestAccount): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/me/invoice-details',
    headers: bearer(who.token),
    payload: {
      name: 'Firma Sp. z o.o.',
      street: 'Krótka 2',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'Polska',
      taxId: '1234563218',
    },
  });
  if (res.statusCode !== 201) throw new Error(`invoice details: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

let couponStaff: Promise<TestAccount> | undefined;
let couponStaffApp: App | undefined;
/** A coupon created by staff; `assignTo` shoppers add it to their lists. */
export async function makeCoupon(
  app: App,
  fields: Record<string, unknown> = {},
  assignTo: TestAccount[] = [],
): Promise<Coupon> {
  if (couponStaffApp !== app) {
    couponStaffApp = app;
    couponStaff = createStaff(app, ['MANAGE_COUPONS']);
  }
  const staff = await couponStaff!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: bearer(staff.token),
    payload: {
      code: `TEST-${randomBytes(4).toString('hex').toUpperCase()}`,
      discountType: 'PERCENTAGE_OFF_ORDER',
      discountValue: 10,
      usageLimit: 10,
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  const coupon = res.json<Coupon>();
  for (const shopper of assignTo) {
    const assigned = await app.inject({
      method: 'POST',
      url: '/api/coupons/assign',
      headers: bearer(shopper.token),
      payload: { code: coupon.code },
    });
    if (assigned.statusCode !== 201) throw new Error(`assign: ${assigned.body}`);
  }
  return coupon;
}

export const RETURN_URL = 'http://localhost:3000/orders?from=payment';

export function orderBody(
  shopper: Shopper,
  items: { productId: number; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    shippingAddressId: shopper.addressId,
    invoiceDetailsId: null,
    items,
    returnUrl: RETURN_URL,
    shippingMethod: 'INPOST_COURIER',
    parcelLockerId: null,
    couponId: null,
    ...extra,
  };
}

export function postOrder(app: App, who: TestAccount, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(who.token),
    payload: body,
  });
}

/** Places an order that must succeed. */
export async function placeOrder(
  app: App,
  shopper: Shopper,
  items: { productId: number; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<CreateOrderResponse> {
  const res = await postOrder(app, shopper, orderBody(shopper, items, extra));
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json<CreateOrderResponse>();
}

export async function getOrder(app: App, who: TestAccount, id: number): Promise<Order> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders/${id}`,
    headers: bearer(who.token),
  });
  if (res.statusCode !== 200) throw new Error(`get order: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

let readerApp: App | undefined;
let reader: Promise<TestAccount> | undefined;
/** The order as staff see it (with its history). */
export async function adminOrder(app: App, id: number): Promise<AdminOrder> {
  if (readerApp !== app) {
    readerApp = app;
    reader = createStaff(app, ['READ_ORDERS']);
  }
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/${id}`,
    headers: bearer((await reader!).token),
  });
  if (res.statusCode !== 200) throw new Error(`admin order: ${res.statusCode} ${res.body}`);
  return res.json<AdminOrder>();
}

/** The session id at the end of a simulator paymentUrl. */
export const sessionOf = (paymentUrl: string) => paymentUrl.split('/').pop()!;

/** Presses "Zapłać" on the simulator page of an order. */
export function payInSimulator(app: App, paymentUrl: string) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/simulator/${sessionOf(paymentUrl)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'bank=0',
  });
}
