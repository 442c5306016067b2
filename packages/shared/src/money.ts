// Money is integer grosze everywhere; these turn it into what a Polish shopper reads.

/** 12345 -> "123.45 zł" (two decimals). */
export function formatPrice(grosze: number): string {
  return `${(grosze / 100).toFixed(2)} zł`;
}

/** PLN amount typed in a form (e.g. 12.3) -> integer grosze, rounded. */
export function toGrosze(pln: number): number {
  return Math.round(pln * 100);
}

export const VAT_RATE = 1.23;

/** Net value of a VAT-inclusive gross amount (23 % VAT), in whole grosze. */
export function netOf(gross: number): number {
  return Math.round(gross / VAT_RATE);
}
