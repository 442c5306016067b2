// Orders placed through the API, as checkout places them, for tests whose subject comes after
// the order (paying, the order list, live stock, staff work). The checkout screens themselves
// are driven in checkout.spec.ts.
//   const buyer = await buyerWithAddress(request, token);
//   const order = await placeOrderAs(request, buyer, [{ productId, quantity: 1 }], { returnUrl });
//   await payInSimulator(request, order.paymentUrl);
// A BLIK payment made with a 778xxx code waits for the same "Zapłać" (the shopper's bank app):
//   await payInSimulator(request, await paymentUrlOf(request, buyer, orderId));
import { expect, type APIRequestContext } from '@playwright/test';

export interface Buyer {
  /** The shopper's bearer token as request headers. */
  headers: Record<string, string>;
  addressId: number;
}

export interface Place {
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

const WARSAW: Place = {
  name: 'Jan Kowalski',
  street: 'Lipowa 7',
  postalCode: '00-001',
  city: 'Warszawa',
};

/** A logged-in shopper (by token) with a saved delivery address. */
export async function buyerWithAddress(
  request: APIRequestContext,
  token: string,
  place: Place = WARSAW,
): Promise<Buyer> {
  const headers = { authorization: `Bearer ${token}` };
  const address = await request.post('/api/users/me/addresses', {
    headers,
    data: { ...place, country: 'Polska' },
  });
  expect(address.status()).toBe(201);
  return { headers, addressId: ((await address.json()) as { id: number }).id };
}

export interface OrderOptions {
  /** Where the payment page sends the shopper back. */
  returnUrl: string;
  couponId?: number | null;
  invoiceDetailsId?: number | null;
  /** An InPost locker (e.g. KRA010): the order goes there instead of by courier. */
  parcelLockerId?: string | null;
  /** Declared professional (sent only when true: the specification's body has no such field). */
  professionalPurchase?: boolean;
}

/**
 * A PENDING order by courier to the buyer's address (or to `parcelLockerId`); answers its id and
 * payment page.
 */
export async function placeOrderAs(
  request: APIRequestContext,
  buyer: Buyer,
  items: { productId: number; quantity: number }[],
  {
    returnUrl,
    couponId = null,
    invoiceDetailsId = null,
    parcelLockerId = null,
    professionalPurchase = false,
  }: OrderOptions,
): Promise<{ id: number; paymentUrl: string }> {
  const response = await request.post('/api/orders', {
    headers: buyer.headers,
    data: {
      shippingAddressId: buyer.addressId,
      invoiceDetailsId,
      items,
      returnUrl,
      shippingMethod: parcelLockerId ? 'INPOST_PARCEL_LOCKER' : 'INPOST_COURIER',
      parcelLockerId,
      couponId,
      ...(professionalPurchase ? { professionalPurchase } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; paymentUrl: string };
}

/** Pays an order on the payment simulator's page, as its "Zapłać" button does. */
export async function payInSimulator(request: APIRequestContext, paymentUrl: string) {
  const paid = await request.post(`${paymentUrl}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** The payment page of the buyer's order (where the simulator's "Zapłać" is). */
export async function paymentUrlOf(request: APIRequestContext, buyer: Buyer, orderId: number) {
  const order = await request.get(`/api/orders/${orderId}`, { headers: buyer.headers });
  expect(order.status()).toBe(200);
  const { paymentUrl } = (await order.json()) as { paymentUrl: string | null };
  expect(paymentUrl).not.toBeNull();
  return paymentUrl!;
}
