// POST /orders: checks every rule, then the order goes with the next batch (order-batches.ts)
// to the SQL function place_orders (migration 0009), which writes it, holds the stock with
// conditional decrements, counts the coupon use and removes the bought lines from the cart, or
// refuses all of it with a clear error. See docs/checkout.md.
import { randomUUID } from 'node:crypto';
import { cartTotals } from '@shop/shared/cart-totals';
import { unavailableReason } from '@shop/shared/cart';
import { plural } from '@shop/shared/stock-words';
import type { Product } from '@shop/shared/catalogue';
import {
  DEVIATIONS_STATEMENT,
  unacceptedPieces,
  type OrderDeviation,
} from '@shop/shared/deviations';
import { TERMS_VERSION } from '@shop/shared/terms';
import type { CreateOrderRequest, CreateOrderResponse } from '@shop/shared/orders';
import type { ShopperProducts } from '../../modules/products/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import { couponTermsForOrder, refusedCoupon } from '../../modules/coupons/index.ts';
import type { PaymentProvider } from '../../modules/payments/index.ts';
import { outOfStock } from './reservations.ts';
import type { OrderBatches } from '../../modules/orders/index.ts';
import { resolveReturnUrl } from '../../modules/orders/index.ts';
import { unknownParcelLocker } from '@shop/shared/parcel-lockers';
import { ParcelLockersUnavailable, type ParcelLockers } from '../../modules/shipments/index.ts';

export interface CreateOrderDeps {
  db: Db;
  now: Date;
  reservationMs: number;
  /** The shop's address: a return path ("/orders") is made absolute from it. */
  publicUrl: string;
  /** Origins a full return URL may have (PUBLIC_URL and CORS_ORIGINS). */
  returnOrigins: readonly string[];
  provider: PaymentProvider;
  /** The products as shoppers see them now (the catalogue's kept answers). */
  products: ShopperProducts;
  /** Pieces free to buy as the change feed last announced them (undefined: none heard). */
  announcedStock: (productId: number) => number | undefined;
  batches: OrderBatches;
  /** InPost's lockers: an order to a locker InPost does not know is refused. */
  parcelLockers: Pick<ParcelLockers, 'find'>;
}

export interface CreatedOrder {
  created: CreateOrderResponse;
  /** Resolves once this replica has seen the order's changes: the answer waits for it. */
  seen: Promise<void>;
}

/** The first line whose pieces the change feed announced gone since the order was checked. */
const goneMeanwhile = (
  lines: readonly { product: Product; quantity: number }[],
  announcedStock: CreateOrderDeps['announcedStock'],
) => lines.find((l) => (announcedStock(l.product.id) ?? l.product.stock) < l.quantity);

/** A product that cannot be bought (by default: withdrawn, NOT_AVAILABLE), with the reason. */
const notAvailable = (
  name: string,
  reason = unavailableReason({ status: 'NOT_AVAILABLE', stock: 0 }),
) => conflict('ProductNotAvailableException', `${name}: ${reason}`);

/** One shopper cannot hold a whole drop by ordering without paying. */
const tooManyUnpaidOrders = (unpaid: number) =>
  conflict(
    'TooManyUnpaidOrdersException',
    `Masz już ${unpaid} ${plural(unpaid, ['nieopłacone zamówienie', 'nieopłacone zamówienia', 'nieopłaconych zamówień'])}. Opłać je w „Zamówieniach” albo poczekaj, aż rezerwacja wygaśnie, zanim złożysz kolejne.`,
  );

/** The answer when a guard of place_orders refused the order. */
function refusal(
  { refusal, detail }: { refusal: string; detail: string | null },
  lines: readonly { product: Product }[],
): Error {
  switch (refusal) {
    case 'too_many_unpaid_orders':
      return tooManyUnpaidOrders(Number(detail));
    case 'out_of_stock':
      return outOfStock(lines.find((l) => l.product.id === Number(detail))!.product.name);
    case 'product_withdrawn':
      // Staff withdrew it after it was checked above (migration 0022): the same refusal.
      return notAvailable(lines.find((l) => l.product.id === Number(detail))!.product.name);
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
    case 'order_data_changed':
      return conflict(
        'OrderDataChangedException',
        'Adres lub dane do faktury zostały właśnie zmienione, spróbuj ponownie',
      );
    case 'failed':
      // Not a rule: a fault, answered 500 and logged, for this order only.
      return new Error(`place_orders failed: ${detail}`);
    default:
      return refusedCoupon(refusal);
  }
}

/**
 * Refuses a locker InPost says does not exist. When InPost cannot be reached the order goes on:
 * the code's shape was checked, and a sale is not lost to InPost's downtime (staff see the
 * locker when they ship).
 */
async function checkParcelLocker(lockers: CreateOrderDeps['parcelLockers'], id: string) {
  try {
    if ((await lockers.find(id)) === null) {
      throw new AppError('UnknownParcelLockerException', 400, unknownParcelLocker(id));
    }
  } catch (error) {
    if (!(error instanceof ParcelLockersUnavailable)) throw error;
  }
}

/**
 * What the order keeps of its pieces' known deviations (art. 43b ust. 5): the texts shown and,
 * when the body accepted them, when. Accepting texts that are not the pieces' own now (staff
 * edited a piece meanwhile, or the body left one out) is refused (409): the buyer reads again.
 */
function deviationsOf(
  lines: readonly { product: Product }[],
  accepted: CreateOrderRequest['acceptedDeviations'],
  now: Date,
) {
  const pieces: OrderDeviation[] = lines.flatMap(({ product }) =>
    product.deviations
      ? [{ productId: product.id, productName: product.name, deviations: product.deviations }]
      : [],
  );
  if (pieces.length === 0) {
    return { deviations: null, deviationsStatement: null, deviationsAcceptedAt: null };
  }
  const unaccepted = accepted === undefined ? [] : unacceptedPieces(pieces, accepted);
  if (unaccepted.length > 0) {
    throw conflict(
      'DeviationsNotAcceptedException',
      `Opis stanu produktu „${unaccepted[0]!.productName}” różni się od zaakceptowanego: przeczytaj go i zaakceptuj ponownie.`,
    );
  }
  return {
    deviations: pieces,
    deviationsStatement: DEVIATIONS_STATEMENT,
    deviationsAcceptedAt: accepted === undefined ? null : now,
  };
}

export async function createOrder(
  deps: CreateOrderDeps,
  user: AuthUser,
  input: CreateOrderRequest,
): Promise<CreatedOrder> {
  const { db, now } = deps;
  const returnUrl = resolveReturnUrl(input.returnUrl, deps.publicUrl, deps.returnOrigins);
  if (returnUrl === null) throw badRequest('Nieprawidłowy adres powrotu (returnUrl) spoza sklepu');
  // Reads and checks need no locks: the prices are those of `now` (the product page's, from
  // memory), and the stock checked here is only a first answer; place_orders' conditional
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
    if (reason) throw notAvailable(product.name, reason);
    return { product, quantity: line.quantity, price: product.price };
  });
  if (input.parcelLockerId) await checkParcelLocker(deps.parcelLockers, input.parcelLockerId);
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
    professionalPurchase: input.professionalPurchase === true,
    termsVersion: TERMS_VERSION,
    ...deviationsOf(lines, input.acceptedDeviations, now),
    returnUrl,
    paymentProvider: deps.provider.name,
    paymentSessionId: sessionId,
    paymentUrl: deps.provider.createPayment({ sessionId }),
    expiresAt: new Date(now.getTime() + deps.reservationMs),
    createdAt: now,
    updatedAt: now,
  };
  const { result, seen } = await deps.batches.submit(
    {
      order,
      items: lines.map((l) => ({
        productId: l.product.id,
        productName: l.product.name,
        productImages: l.product.images,
        price: l.price,
        quantity: l.quantity,
      })),
      note: 'Zamówienie złożone',
    },
    () => {
      // Checked again when the order's batch forms: the piece may have gone while it waited.
      const gone = goneMeanwhile(lines, deps.announcedStock);
      if (gone) throw outOfStock(gone.product.name);
    },
  );
  if (result.refusal !== null) throw refusal(result, lines);
  return { created: { id: result.placed, paymentUrl: order.paymentUrl }, seen };
}
