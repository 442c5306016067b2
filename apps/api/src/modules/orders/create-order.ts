// POST /orders: checks every rule, then one call of the SQL function place_order (migration
// 0006) writes the order, holds the stock with conditional decrements, counts the coupon use
// and removes the bought lines from the cart, or refuses all of it with a clear error. Orders
// take turns for the database (checkoutTurns). See docs/checkout.md.
import { randomUUID } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { cartTotals } from '@shop/shared/cart-totals';
import { unavailableReason } from '@shop/shared/cart';
import { plural } from '@shop/shared/stock-words';
import type { Product } from '@shop/shared/catalogue';
import type { CreateOrderRequest, CreateOrderResponse } from '@shop/shared/orders';
import type { ShopperProducts } from '../../catalogue/shopper-products.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import { couponTermsForOrder, refusedCoupon } from '../coupons/service.ts';
import type { PaymentProvider } from '../payments/providers/provider.ts';
import { outOfStock } from './holdings.ts';
import * as repo from './repository.ts';

export interface CreateOrderDeps {
  db: Db;
  now: Date;
  reservationMs: number;
  /** Unpaid orders one shopper may hold at a time (MAX_UNPAID_ORDERS). */
  maxUnpaidOrders: number;
  /** Origins the shopper may be sent back to after paying (PUBLIC_URL and CORS_ORIGINS). */
  returnOrigins: readonly string[];
  provider: PaymentProvider;
  /** The products as shoppers see them now (the catalogue's kept answers). */
  products: ShopperProducts;
  /** Pieces free to buy as the change feed last announced them (undefined: none heard). */
  announcedStock: (productId: number) => number | undefined;
  /** Runs place_order when the order's turn comes (see checkoutTurns). */
  turns: LimitFunction;
  /** Sent by the order's transaction on commit (see writeWithMarker). */
  syncToken: string;
}

/**
 * Orders take turns for the database: a few place_order calls at once (half the connections,
 * leaving the rest to reads), the others wait in arrival order. At a drop opening an order
 * can wait a second for its turn; by then its piece may be gone, which the change feed has
 * announced: it is refused from memory instead of costing the database a refused call.
 */
export const checkoutTurns = (connections: number): LimitFunction =>
  pLimit(Math.max(1, Math.floor(connections / 2)));

/** The first line whose pieces the change feed announced gone since the order was checked. */
const goneMeanwhile = (
  lines: readonly { product: Product; quantity: number }[],
  announcedStock: CreateOrderDeps['announcedStock'],
) => lines.find((l) => (announcedStock(l.product.id) ?? l.product.stock) < l.quantity);

/** One shopper cannot hold a whole drop by ordering without paying. */
const tooManyUnpaidOrders = (unpaid: number) =>
  conflict(
    'TooManyUnpaidOrdersException',
    `Masz już ${unpaid} ${plural(unpaid, ['nieopłacone zamówienie', 'nieopłacone zamówienia', 'nieopłaconych zamówień'])}. Opłać je w „Zamówieniach” albo poczekaj, aż rezerwacja wygaśnie, zanim złożysz kolejne.`,
  );

/** Only our own pages may receive the shopper back: no open redirect through the payment. */
export function isAllowedReturnUrl(url: string, origins: readonly string[]): boolean {
  try {
    return origins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/** The answer when a guard of place_order refused the order. */
function refusal(
  { refusal, detail }: { refusal: string; detail: string | null },
  lines: readonly { product: Product }[],
): AppError {
  switch (refusal) {
    case 'too_many_unpaid_orders':
      return tooManyUnpaidOrders(Number(detail));
    case 'out_of_stock':
      return outOfStock(lines.find((l) => l.product.id === Number(detail))!.product.name);
    case 'address_not_found':
      return new AppError(
        'AddressNotFoundException',
        400,
        'Nie znaleziono wybranego adresu dostawy',
      );
    case 'invoice_details_not_found':
      return new AppError(
        'InvoiceDetailsNotFoundException',
        400,
        'Nie znaleziono wybranych danych do faktury',
      );
    default:
      return refusedCoupon(refusal);
  }
}

export async function createOrder(
  deps: CreateOrderDeps,
  user: AuthUser,
  input: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const { db, now } = deps;
  if (!isAllowedReturnUrl(input.returnUrl, deps.returnOrigins)) {
    throw badRequest('Nieprawidłowy adres powrotu (returnUrl) spoza sklepu');
  }
  // Reads and checks need no locks: the prices are those of `now` (the product page's, from
  // memory), and the stock checked here is only a first answer; place_order's conditional
  // holds are the real guard.
  const found = await deps.products(
    input.items.map((line) => line.productId),
    now,
  );
  const products = new Map(found.map((p) => [p.id, p]));
  const lines = input.items.map((line) => {
    // An upcoming product is not among them: it is refused exactly like an unknown id.
    const product = products.get(line.productId);
    if (!product) throw new AppError('ProductNotFoundException', 404, 'Nie znaleziono produktu');
    // Sold out (perhaps a moment ago, by a rival buyer) is a stock conflict like any other.
    if (product.status === 'SOLD_OUT' || product.stock < line.quantity) {
      throw outOfStock(product.name);
    }
    const reason = unavailableReason(product);
    if (reason) throw conflict('ProductNotAvailableException', `${product.name}: ${reason}`);
    return { product, quantity: line.quantity, price: product.price };
  });
  const coupon =
    input.couponId === null
      ? null
      : await couponTermsForOrder(db, user.id, input.couponId, lines, now);
  const totals = cartTotals(lines, coupon);

  const sessionId = randomUUID();
  const order = {
    userId: user.id,
    customerEmail: user.email,
    status: 'PENDING' as const,
    subtotal: totals.subtotal,
    shippingCost: totals.shipping,
    discount: totals.discount,
    totalAmount: totals.total,
    couponId: input.couponId,
    shippingMethod: input.shippingMethod,
    parcelLockerId: input.parcelLockerId,
    shippingAddressId: input.shippingAddressId,
    invoiceDetailsId: input.invoiceDetailsId,
    returnUrl: input.returnUrl,
    paymentProvider: deps.provider.name,
    paymentSessionId: sessionId,
    paymentUrl: deps.provider.createPayment({ sessionId }),
    expiresAt: new Date(now.getTime() + deps.reservationMs),
    createdAt: now,
    updatedAt: now,
  };
  let result: repo.PlaceOrderResult;
  try {
    result = await deps.turns(() => {
      const gone = goneMeanwhile(lines, deps.announcedStock);
      if (gone) throw outOfStock(gone.product.name);
      return repo.placeOrder(db, {
        order,
        items: lines.map((l) => ({
          productId: l.product.id,
          productName: l.product.name,
          productImages: l.product.images,
          price: l.price,
          quantity: l.quantity,
        })),
        note: 'Zamówienie złożone',
        maxUnpaidOrders: deps.maxUnpaidOrders,
        syncToken: deps.syncToken,
      });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    // The address or invoice details were deleted while the order was being written.
    throw conflict(
      'OrderDataChangedException',
      'Adres lub dane do faktury zostały właśnie zmienione, spróbuj ponownie',
    );
  }
  if (result.refusal !== null) throw refusal(result, lines);
  return { id: result.placed, paymentUrl: order.paymentUrl };
}
