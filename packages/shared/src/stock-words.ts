// Polish plural forms: which of the three forms a number takes, by the language's own rules
// (Intl.PluralRules, CLDR): 1 -> one; 2-4, 22-24, 32-34, ... -> few (but 12-14 -> many);
// everything else (0, 5-21, 25...) -> many. The stock line on the product page, counts such as
// "12 produktów" and the staff screens' sentences use it.

export type PluralForm = 'one' | 'few' | 'many';

const polish = new Intl.PluralRules('pl-PL');

export function pluralForm(count: number): PluralForm {
  const form = polish.select(Math.abs(Math.trunc(count)));
  return form === 'one' || form === 'few' ? form : 'many';
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
