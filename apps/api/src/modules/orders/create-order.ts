// POST /orders: checks every rule, then one transaction fixes the prices, takes the stock with
// conditional decrements, counts the coupon use and removes the bought lines from the cart.
// Any failure rolls all of it back and answers a clear error.
import { randomUUID } from 'node:crypto';
import { cartTotals } from '@shop/shared/cart-totals';
import { unavailableReason } from '@shop/shared/cart';
import { plural } from '@shop/shared/stock-words';
import type { Address, InvoiceDetails } from '@shop/shared/accounts';
import type { CreateOrderRequest, CreateOrderResponse } from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import type { AuthUser } from '../../http/jwt.ts';
import { addressService, invoiceDetailsService } from '../account/service.ts';
import { removeCartLines } from '../cart/service.ts';
import { claimCouponForOrder, couponTermsForOrder } from '../coupons/service.ts';
import type { PaymentProvider } from '../payments/providers/provider.ts';
import { getProductsForPurchase } from '../products/service.ts';
import { holdLines, outOfStock } from './holdings.ts';
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
}

async function ownAddress(db: Db, userId: number, id: number): Promise<Address> {
  const address = await addressService.get(db, userId, id);
  if (!address) {
    throw new AppError('AddressNotFoundException', 400, 'Nie znaleziono wybranego adresu dostawy');
  }
  return address;
}

async function ownInvoiceDetails(db: Db, userId: number, id: number): Promise<InvoiceDetails> {
  const details = await invoiceDetailsService.get(db, userId, id);
  if (!details) {
    throw new AppError(
      'InvoiceDetailsNotFoundException',
      400,
      'Nie znaleziono wybranych danych do faktury',
    );
  }
  return details;
}

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

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
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
  const {
    id: _ignored,
    isDefault: _default,
    ...shippingAddress
  } = await ownAddress(db, user.id, input.shippingAddressId);
  const invoice =
    input.invoiceDetailsId === null
      ? null
      : await ownInvoiceDetails(db, user.id, input.invoiceDetailsId);

  // Reads and checks need no locks: the prices are those of `now`, and the stock checked here
  // is only a first answer; the conditional decrement in the transaction is the real guard.
  const products = new Map(
    (
      await getProductsForPurchase(
        db,
        input.items.map((line) => line.productId),
        now,
      )
    ).map((p) => [p.id, p]),
  );
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

  try {
    return await db.transaction(async (tx) => {
      await repo.lockShopperOrders(tx, user.id);
      const unpaid = await repo.countUnpaidOrders(tx, user.id, now);
      if (unpaid >= deps.maxUnpaidOrders) throw tooManyUnpaidOrders(unpaid);
      const coupon =
        input.couponId === null
          ? null
          : await couponTermsForOrder(tx, user.id, input.couponId, lines, now);
      const totals = cartTotals(lines, coupon);

      const sessionId = randomUUID();
      const expiresAt = new Date(now.getTime() + deps.reservationMs);
      const order = await repo.insertOrder(tx, {
        userId: user.id,
        customerEmail: user.email,
        status: 'PENDING',
        subtotal: totals.subtotal,
        shippingCost: totals.shipping,
        discount: totals.discount,
        totalAmount: totals.total,
        couponId: input.couponId,
        shippingMethod: input.shippingMethod,
        parcelLockerId: input.parcelLockerId,
        shippingAddressId: input.shippingAddressId,
        shippingAddress: { id: input.shippingAddressId, ...shippingAddress },
        invoiceDetailsId: invoice?.id ?? null,
        invoiceDetails: invoice && {
          id: invoice.id,
          name: invoice.name,
          street: invoice.street,
          city: invoice.city,
          postalCode: invoice.postalCode,
          country: invoice.country,
          taxId: invoice.taxId,
        },
        returnUrl: input.returnUrl,
        paymentProvider: deps.provider.name,
        paymentSessionId: sessionId,
        paymentUrl: deps.provider.createPayment({ sessionId }),
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertItems(
        tx,
        lines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          productName: l.product.name,
          productImages: l.product.images,
          price: l.price,
          quantity: l.quantity,
        })),
      );
      await repo.insertEvent(tx, {
        orderId: order.id,
        kind: 'STATUS',
        fromStatus: null,
        toStatus: 'PENDING',
        note: 'Zamówienie złożone',
        createdAt: now,
      });
      await removeCartLines(
        tx,
        user.id,
        lines.map((l) => l.product.id),
      );
      // Row locks last, products before the coupon (the lock order everywhere), so a hot
      // product's row is held only for the last statements and the commit.
      await holdLines(
        tx,
        lines.map((l) => ({ productId: l.product.id, quantity: l.quantity, name: l.product.name })),
        expiresAt,
      );
      if (input.couponId !== null) {
        await claimCouponForOrder(tx, user.id, input.couponId, order.id);
      }
      return { id: order.id, paymentUrl: order.paymentUrl };
    });
  } catch (error) {
    // The address or invoice details were deleted while the order was being written.
    if (isForeignKeyViolation(error)) {
      throw conflict(
        'OrderDataChangedException',
        'Adres lub dane do faktury zostały właśnie zmienione, spróbuj ponownie',
      );
    }
    throw error;
  }
}
