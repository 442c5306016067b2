// Storefront rules about one product, built on the shared rules.
import type { Product } from '@shop/shared/catalogue';
import { unavailableReason } from '@shop/shared/cart';
import { FINAL_PRICE } from '@shop/shared/price-schedule';

/** Purchasable only when status is AVAILABLE and stock > 0 (the cart uses the same rule). */
export function isPurchasable(product: Pick<Product, 'status' | 'stock'>): boolean {
  return unavailableReason(product) === null;
}

/**
 * The countdown to the next price change runs for DYNAMIC_LEVELS products only while the drop
 * has a next change planned, stock > 0, the price is not already 1 zł and the status is AVAILABLE.
 */
export function priceCountdownTarget(product: Product): string | null {
  const runs =
    product.priceType === 'DYNAMIC_LEVELS' &&
    product.drop.nextPriceDropTime !== null &&
    product.stock > 0 &&
    product.price !== FINAL_PRICE &&
    product.status === 'AVAILABLE';
  return runs ? product.drop.nextPriceDropTime : null;
}

/**
 * Whole percent the price is below the market price (a comparison with a reference price, not
 * a reduction of the shop's own price: decision 027), or null without a higher msrp.
 */
export function belowMarketPercent(product: Pick<Product, 'price' | 'msrp'>): number | null {
  if (!product.msrp || product.msrp <= product.price) return null;
  return Math.round((1 - product.price / product.msrp) * 100);
}

/** Share of the stock bar: stock / 10 of the full width, capped at 100 %. */
export const STOCK_BAR_SCALE = 10;
export function stockBarPercent(stock: number): number {
  return Math.min(100, Math.max(0, (stock / STOCK_BAR_SCALE) * 100));
}
