// Wishlist payloads (5 and 7 "Wishlists") and the display limits of
// the wishlist screens. A wishlist is a shopper's named list of products, private to them.
import { z } from 'zod';
import { pageOf } from './http.ts';
import { productSchema } from './catalogue.ts';

export const WISHLIST_NAME_MAX_LENGTH = 100;
/** Keeps one list (and the page that shows it whole) a sensible size. */
export const WISHLIST_MAX_PRODUCTS = 100;
/** Card descriptions: a product on a wishlist's page, and a wishlist's card on a phone. */
export const WISHLIST_PRODUCT_DESCRIPTION_LIMIT = 150;
export const WISHLIST_CARD_DESCRIPTION_MOBILE_LIMIT = 30;

const NAME_REQUIRED = 'Nazwa listy jest wymagana';

/** The name of a new list: required, trimmed. */
export const wishlistNameSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(
    WISHLIST_NAME_MAX_LENGTH,
    `Nazwa listy może mieć najwyżej ${WISHLIST_NAME_MAX_LENGTH} znaków`,
  );

const productIdSchema = z
  .number({ error: 'Identyfikator produktu musi być liczbą' })
  .int('Identyfikator produktu musi być liczbą całkowitą')
  .min(1, 'Nieprawidłowy identyfikator produktu')
  .max(2_147_483_647, 'Nieprawidłowy identyfikator produktu');

/** POST /wishlists. */
export const createWishlistRequestSchema = z.object({
  name: wishlistNameSchema,
  productIds: z
    .array(productIdSchema)
    .max(
      WISHLIST_MAX_PRODUCTS,
      `Lista życzeń może zawierać najwyżej ${WISHLIST_MAX_PRODUCTS} produktów`,
    )
    .default([]),
});
export type CreateWishlistRequest = z.infer<typeof createWishlistRequestSchema>;

/** The "new list" form of the dialog and of /wishlists. */
export const wishlistFormSchema = z.object({ name: wishlistNameSchema });
export type WishlistForm = z.infer<typeof wishlistFormSchema>;

/** POST /wishlists/{id}/products. */
export const addWishlistProductRequestSchema = z.object({ productId: productIdSchema });

/** A path id (kept within PostgreSQL's integer, so a huge one is 400, not a server error). */
const pathIdSchema = z.coerce
  .number({ error: 'Identyfikator musi być liczbą' })
  .int('Identyfikator musi być liczbą całkowitą')
  .min(1, 'Nieprawidłowy identyfikator')
  .max(2_147_483_647, 'Nieprawidłowy identyfikator');
export const wishlistIdParamsSchema = z.object({ id: pathIdSchema });
export const wishlistProductParamsSchema = z.object({ id: pathIdSchema, productId: pathIdSchema });

/** A wishlist with its products as they are now (current price, stock and status). */
export const wishlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  products: z.array(productSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistPageSchema = pageOf(wishlistSchema);
export type WishlistPage = z.infer<typeof wishlistPageSchema>;

/** A card description cut to `limit` characters plus '...' when it is longer. */
export function truncateText(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

/** "1 produkt", "3 produkty", "5 produktów", "22 produkty" (Polish plural forms). */
export function productCountLabel(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (count === 1) return '1 produkt';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} produkty`;
  return `${count} produktów`;
}
