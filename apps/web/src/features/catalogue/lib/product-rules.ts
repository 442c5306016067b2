// Storefront rules about one product, built on the shared rules.
import type { Product } from '@shop/shared/catalogue';
import { unavailableReason } from '@shop/shared/cart';
import { FINAL_PRICE, WITHDRAWN_AFTER_MS } from '@shop/shared/price-schedule';

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
 * a reduction of the shop's own price: decision 027), or null without a higher msrp. Rounded
 * down, in whole grosze arithmetic: never more than it is (1 zł of 1 499 zł is 99 %, not 100 %).
 */
export function belowMarketPercent(product: Pick<Product, 'price' | 'msrp'>): number | null {
  if (!product.msrp || product.msrp <= product.price) return null;
  return Math.floor(((product.msrp - product.price) * 100) / product.msrp);
}

/** When a drop's 14 days end and its dynamic pieces leave sale (ISO). */
export const collectionEnd = (dropTime: string) =>
  new Date(Date.parse(dropTime) + WITHDRAWN_AFTER_MS).toISOString();

/**
 * Why a product that is gone cannot be bought, in a phrase for a card and a sentence for its
 * page: the collection's 14 days are over (`collectionOver`: the schedule withdrew it), staff
 * withdrew it, or every piece was sold; null while it can be bought, is held or is coming.
 */
export function goneReason(
  product: Pick<Product, 'status' | 'priceType'>,
  collectionOver: boolean,
): { short: string; long: string } | null {
  if (product.status === 'SOLD_OUT') {
    return { short: 'Wyprzedany', long: 'Wszystkie egzemplarze tego produktu zostały sprzedane.' };
  }
  if (product.status !== 'NOT_AVAILABLE') return null;
  if (product.priceType === 'DYNAMIC_LEVELS' && collectionOver) {
    return {
      short: 'Kolekcja zakończona',
      long: 'Kolekcja się zakończyła: po 14 dniach niesprzedane egzemplarze wycofujemy ze sprzedaży.',
    };
  }
  return { short: 'Wycofany ze sprzedaży', long: 'Sklep wycofał ten produkt ze sprzedaży.' };
}

/** Share of the stock bar: stock / 10 of the full width, capped at 100 %. */
export const STOCK_BAR_SCALE = 10;
export function stockBarPercent(stock: number): number {
  return Math.min(100, Math.max(0, (stock / STOCK_BAR_SCALE) * 100));
}
