// Slug rules: drop slugs made from names (Polish letters transliterated) and the category
// slugs used in storefront links (/category/{slug}).
import { CATEGORIES, categoryLabels, type Category } from './enums.ts';

const POLISH_LETTERS: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

export const SLUG_MAX_LENGTH = 80;
/** Used when a name has no letters or digits at all, and as a prefix for all-digit slugs. */
export const SLUG_FALLBACK = 'kolekcja';

/** Lowercase ASCII with Polish letters transliterated ("Łódź" -> "lodz"); other marks dropped. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => POLISH_LETTERS[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * "Wiosenna Wyprzedaż 2025!" -> "wiosenna-wyprzedaz-2025". A slug is never empty and never
 * all digits, so `GET /drops/{idOrSlug}` can tell an id from a slug.
 */
export function slugify(name: string): string {
  const slug = transliterate(name)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  if (slug === '') return SLUG_FALLBACK;
  return /^\d+$/.test(slug) ? `${SLUG_FALLBACK}-${slug}` : slug;
}

/**
 * The first of `base`, `base-2`, `base-3`, ... that is not taken (nor reserved, e.g. a route
 * word such as "next").
 */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** Category link slug: label lowercased, '&' -> '-and-', spaces -> '-' ("dom-i-ogród"). */
export function categorySlug(category: Category): string {
  return categoryLabels[category].toLowerCase().replaceAll('&', '-and-').replaceAll(' ', '-');
}

/**
 * The category a URL parameter names: the enum key ("HOME_AND_GARDEN") or the Polish slug
 * ("dom-i-ogród"), also without diacritics ("dom-i-ogrod"), in any letter case. Null if none.
 */
export function categoryFromParam(param: string): Category | null {
  const wanted = transliterate(param.trim());
  return (
    CATEGORIES.find(
      (category) =>
        category.toLowerCase() === wanted || transliterate(categorySlug(category)) === wanted,
    ) ?? null
  );
}
