// Polish plural forms: which of the three forms a number takes.
// 1 -> one; 2-4, 22-24, 32-34, ... -> few (but 12-14 -> many); everything else (0, 5-21, 25...)
// -> many. The stock line on the product page and counts such as "12 produktów" use it.

export type PluralForm = 'one' | 'few' | 'many';

export function pluralForm(count: number): PluralForm {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return 'one';
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 'few';
  return 'many';
}

/** Picks the word for `count`: plural(5, ['produkt', 'produkty', 'produktów']) -> 'produktów'. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const form = pluralForm(count);
  return form === 'one' ? one : form === 'few' ? few : many;
}

/** The verb before a stock count: 1 'Pozostał', 2-4 'Pozostały', others 'Pozostało'. */
export function stockVerb(stock: number): string {
  return plural(stock, ['Pozostał', 'Pozostały', 'Pozostało']);
}

/** "Pozostał 1 egzemplarz", "Pozostały 3 egzemplarze", "Pozostało 12 egzemplarzy". */
export function stockText(stock: number): string {
  return `${stockVerb(stock)} ${stock} ${plural(stock, ['egzemplarz', 'egzemplarze', 'egzemplarzy'])}`;
}

/** "1 produkt", "3 produkty", "12 produktów" (a drop's item count). */
export function productCountText(count: number): string {
  return `${count} ${plural(count, ['produkt', 'produkty', 'produktów'])}`;
}
