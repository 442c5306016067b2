// Display limits of the storefront.

/** Card descriptions on the landing page: 100 characters, then '...'. */
export const CARD_DESCRIPTION_LIMIT = 100;

/** The first `length` characters without trailing spaces or punctuation. */
const cut = (text: string, length: number) => text.slice(0, length).replace(/[\s.,;:]+$/, '');

/** `text` cut to `limit` characters plus '...' when it is longer (no "...." or " ..."). */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${cut(text, limit)}...` : text;
}

/** Suggestion names after adding to the cart: longer than 27 characters -> 26 plus '...'. */
export function suggestionName(name: string): string {
  return name.length > 27 ? `${cut(name, 26)}...` : name;
}
