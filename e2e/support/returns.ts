// Delivered orders for the withdrawal and complaint tests (docs/returns.md), set up through the
// API as a shop's life makes them: a new shopper orders (optionally with business invoice
// details, NIP), pays in the payment simulator, and staff move the order SHIPPED -> DELIVERED.
//   const order = await deliveredOrder(request, { lines: [{ price: 4_999, quantity: 2 }] });
import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminOrder } from '@shop/shared/orders';
import { Catalogue, unique, type Product } from './catalogue.ts';
import { buyerWithAddress, payInSimulator, placeOrderAs } from './orders.ts';
import { registerShopper, type Credentials } from './session.ts';

/** A valid Polish tax id (NIP): invoice details with it make a business purchase. */
export const NIP = '5260250274';

export interface DeliveredOrder {
  id: number;
  products: Product[];
  shopper: Credentials;
  staffToken: string;
}

export interface DeliveredOrderSpec {
  /** One line per entry: a new STATIC-priced product (grosze) bought `quantity` times. */
  lines?: { price: number; quantity: number; name?: string }[];
  /** With invoice details carrying a NIP: no right of withdrawal. */
  business?: boolean;
}

export async function deliveredOrder(
  request: APIRequestContext,
  { lines = [{ price: 4_999, quantity: 1 }], business = false }: DeliveredOrderSpec = {},
): Promise<DeliveredOrder> {
  const catalogue = await Catalogue.asStaff(request);
  const staff = { authorization: `Bearer ${catalogue.token}` };
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
    products.map((product, index) => ({ productId: product.id, quantity: lines[index]!.quantity })),
    { returnUrl: `${new URL(login.url()).origin}/orders`, invoiceDetailsId },
  );
  await payInSimulator(request, order.paymentUrl);
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
  return { id: order.id, products, shopper, staffToken: catalogue.token };
}
