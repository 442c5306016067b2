// Saved searches (docs/product-rules.md, "Obserwowane wyszukiwania"): any of a term, a category
// and a highest price, with a name; the shop tells the shopper of each piece that matches, once,
// when its drop opens or a price step brings it in.
import { z } from 'zod';
import { categoryLabels, categorySchema } from './enums.ts';
import { formatPrice } from './money.ts';
import { DB_INT_MAX } from './http.ts';

/** Saved searches an account may keep. */
export const SAVED_SEARCHES_MAX = 20;

const nameSchema = z
  .string({ error: 'Podaj nazwę' })
  .trim()
  .min(1, 'Podaj nazwę')
  .max(80, 'Nazwa może mieć najwyżej 80 znaków');

/** POST /users/me/saved-searches. */
export const savedSearchRequestSchema = z
  .object({
    name: nameSchema.optional(),
    term: z
      .string({ error: 'Podaj szukane słowa' })
      .trim()
      .min(3, 'Szukane słowa muszą mieć co najmniej 3 znaki')
      .max(100, 'Szukane słowa mogą mieć najwyżej 100 znaków')
      .optional(),
    category: categorySchema.optional(),
    maxPrice: z
      .number({ error: 'Podaj cenę w groszach' })
      .int('Podaj cenę w groszach')
      .min(100, 'Cena musi wynosić co najmniej 1,00 zł')
      .max(DB_INT_MAX, 'Podaj niższą cenę')
      .optional(),
  })
  .refine((body) => body.term ?? body.category ?? body.maxPrice, {
    message: 'Podaj szukane słowa, kategorię lub najwyższą cenę',
  });
export type SavedSearchRequest = z.infer<typeof savedSearchRequestSchema>;

/** PATCH /users/me/saved-searches/{id}: a new name. */
export const savedSearchRenameSchema = z.object({ name: nameSchema });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  term: z.string().nullable(),
  category: categorySchema.nullable(),
  maxPrice: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });

/** The name a search gets when the shopper gives none: „kurtka · Odzież · do 100,00 zł”. */
export function savedSearchName(search: Omit<SavedSearchRequest, 'name'>): string {
  return [
    search.term,
    search.category && categoryLabels[search.category],
    search.maxPrice !== undefined && `do ${formatPrice(search.maxPrice)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
