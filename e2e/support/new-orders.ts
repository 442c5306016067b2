// A new shopper's order of new products, set up through the API as the shop's life makes them,
// for the tests of what comes after the order (parcels, refunds, invoices, returns):
//   const order = await paidOrder(request, { lines: [{ price: 4_999, quantity: 2 }] });
//   const order = await deliveredOrder(request, { business: true });
import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminOrder } from '@shop/shared/orders';
import { Catalogue, unique, type Product } from './catalogue.ts';
import { buyerWithAddress, payInSimulator, placeOrderAs } from './orders.ts';
import { registerShopper, type Credentials } from './session.ts';

/** A valid Polish tax id (NIP): invoice details with it make a business purchase. */
export const NIP = '5260250274';

export interface NewOrder {
  id: number;
  products: Product[];
  shopper: Credentials;
  staffToken: string;
}

export interface NewOrderSpec {
  /** One line per entry: a new STATIC-priced product (grosze) bought `quantity` times. */
  lines?: { price: number; quantity?: number; name?: string }[];
  /** An InPost locker (e.g. KRA010) instead of the courier. */
  parcelLockerId?: string | null;
  /** With invoice details carrying a NIP (the buyer keeps the consumer's rights). */
  business?: boolean;
  /** Declared at checkout as a professional purchase: no right of withdrawal (art. 7aa, 38a). */
  professional?: boolean;
}

/** The order placed, not paid yet. */
export async function placedOrder(
  request: APIRequestContext,
  {
    lines = [{ price: 4_999 }],
    parcelLockerId = null,
    business = false,
    professional = false,
  }: NewOrderSpec = {},
): Promise<NewOrder & { paymentUrl: string }> {
  const catalogue = await Catalogue.asStaff(request);
  const drop = await catalogue.drop(-3_600_000);
  const products: Product[] = [];
  for (const line of lines) {
    products.push(
      await catalogue.product(drop.id, {
        name: unique(line.name ?? 'Czajnik elektryczny'),
        priceType: 'STATIC',
        price: line.price,
        msrp: null,
        stock: 3,
      }),
    );
  }
  const shopper = await registerShopper(request);
  const login = await request.post('/api/auth/login', { data: shopper });
  const { token } = (await login.json()) as { token: string };
  const place = { name: 'Anna Nowak', street: 'Lipowa 7', postalCode: '31-001', city: 'Kraków' };
  const buyer = await buyerWithAddress(request, token, place);
  let invoiceDetailsId: number | null = null;
  if (business) {
    const details = await request.post('/api/users/me/invoice-details', {
      headers: buyer.headers,
      data: { ...place, name: 'Nowak Sp. z o.o.', country: 'Polska', taxId: NIP },
    });
    expect(details.status()).toBe(201);
    invoiceDetailsId = ((await details.json()) as { id: number }).id;
  }
  const order = await placeOrderAs(
    request,
    buyer,
    products.map((product, index) => ({
      productId: product.id,
      quantity: lines[index]!.quantity ?? 1,
    })),
    {
      returnUrl: `${new URL(login.url()).origin}/orders`,
      parcelLockerId,
      invoiceDetailsId,
      professionalPurchase: professional,
    },
  );
  return { ...order, products, shopper, staffToken: catalogue.token };
}

/** The same, paid in the payment simulator. */
export async function paidOrder(
  request: APIRequestContext,
  spec: NewOrderSpec = {},
): Promise<NewOrder> {
  const order = await placedOrder(request, spec);
  await payInSimulator(request, order.paymentUrl);
  return order;
}

/** The same, paid, then moved SHIPPED -> DELIVERED by staff. */
export async function deliveredOrder(
  request: APIRequestContext,
  spec: NewOrderSpec = {},
): Promise<NewOrder> {
  const order = await paidOrder(request, spec);
  const staff = { authorization: `Bearer ${order.staffToken}` };
  const status = async () => {
    const read = await request.get(`/api/admin/orders/${order.id}`, { headers: staff });
    return ((await read.json()) as AdminOrder).status;
  };
  await expect.poll(status, { message: `order ${order.id} paid` }).toBe('PAID');
  for (const next of ['SHIPPED', 'DELIVERED']) {
    const changed = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers: staff,
      data: { status: next },
    });
    expect(changed.status(), `order ${order.id} to ${next}`).toBe(200);
  }
  return order;
}
