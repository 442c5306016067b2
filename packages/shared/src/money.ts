// Money is integer grosze everywhere; these turn it into what a Polish shopper reads and back.
// Written the Polish way on every screen, e-mail and document: "2 029,30 zł" (a space between
// thousands, even in four-digit amounts, and a decimal comma), discounts "−26,53 zł".

const pln = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  // pl-PL groups only from five digits by default ("2029,30 zł"); shops write "2 029,30 zł".
  useGrouping: 'always',
});

/** 202930 -> "2 029,30 zł" (non-breaking spaces, so a price never wraps). */
export function formatPrice(grosze: number): string {
  return pln.format(grosze / 100);
}

/** A discount or other deduction: 2653 -> "−26,53 zł" (a true minus sign). */
export function formatDeduction(grosze: number): string {
  return `−${formatPrice(grosze)}`;
}

/** Grosze -> the amount a money field shows: 1999 -> "19,99" (no grouping, so it reads back). */
export function amountText(grosze: number): string {
  return (grosze / 100).toFixed(2).replace('.', ',');
}

/** PLN amount (e.g. 12.3) -> integer grosze, rounded. */
export function toGrosze(pln: number): number {
  return Math.round(pln * 100);
}

/**
 * A typed amount -> grosze: "12,50", "12.50", "1 234,5" and "12" all read; '' is undefined and
 * anything else NaN, so a form's schema answers with its own message.
 */
export function groszeFromText(text: string | undefined): number | undefined {
  const compact = (text ?? '').replace(/[\s\u00a0]/g, '').replace(/zł$/i, '');
  if (compact === '') return undefined;
  if (!/^-?\d+([.,]\d*)?$/.test(compact)) return Number.NaN;
  return toGrosze(Number(compact.replace(',', '.')));
}

export const VAT_RATE = 1.23;

/** Net value of a VAT-inclusive gross amount (23 % VAT), in whole grosze. */
export function netOf(gross: number): number {
  return Math.round(gross / VAT_RATE);
}
