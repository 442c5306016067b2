// Cart payloads (7 "Cart") and the rule that says whether a cart line
// can be bought as it stands. The API flags its lines with it and the guest cart in the
// browser uses the same rule, so both carts explain a problem in the same words.
import { z } from 'zod';
import type { ProductStatus } from './enums.ts';
import { productSchema } from './catalogue.ts';

/** Largest id or quantity PostgreSQL's integer holds; anything bigger is bad input, not a 500. */
const INT_MAX = 2_147_483_647;

export const cartQuantitySchema = z.coerce
  .number({ error: 'Ilość musi być liczbą' })
  .int('Ilość musi być liczbą całkowitą')
  .min(1, 'Ilość musi wynosić co najmniej 1')
  .max(INT_MAX, 'Ilość jest za duża');

const idSchema = z.coerce
  .number({ error: 'Identyfikator musi być liczbą' })
  .int('Identyfikator musi być liczbą całkowitą')
  .min(1, 'Nieprawidłowy identyfikator')
  .max(INT_MAX, 'Nieprawidłowy identyfikator');

/** POST /cart/items?productId&quantity */
export const addCartItemQuerySchema = z.object({
  productId: idSchema,
  quantity: cartQuantitySchema,
});
export type AddCartItemQuery = z.infer<typeof addCartItemQuerySchema>;

/** PUT /cart/items/{id}?quantity */
export const updateCartItemQuerySchema = z.object({ quantity: cartQuantitySchema });
export const cartItemParamsSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------- purchasability

/** A product whose last pieces are held by other shoppers' unpaid orders. */
export const RESERVED_REASON =
  'Produkt jest zarezerwowany przez innego kupującego i może wrócić do sprzedaży, jeśli zamówienie nie zostanie opłacone';

/** Why a product cannot be bought at all (null when it can), in the shopper's words. */
export function unavailableReason(product: { status: ProductStatus; stock: number }) {
  if (product.status === 'UPCOMING') return 'Produkt nie jest jeszcze dostępny w sprzedaży';
  if (product.status === 'SOLD_OUT') return 'Produkt został wyprzedany';
  if (product.status === 'NOT_AVAILABLE') return 'Produkt nie jest już dostępny';
  if (product.status === 'RESERVED' || product.stock <= 0) return RESERVED_REASON;
  return null;
}

/** The message of a refused quantity: more pieces than the shop has. */
export function notEnoughStockMessage(stock: number, inCart = 0) {
  return inCart > 0
    ? `Masz już w koszyku ${inCart} szt., a dostępnych jest tylko ${stock} szt.`
    : `Dostępnych jest tylko ${stock} szt. tego produktu`;
}

/**
 * What stops a cart line from being bought as it stands (null when nothing does): the product
 * became unavailable, or fewer pieces are left than the line holds.
 */
export function cartLineIssue(
  product: { status: ProductStatus; stock: number },
  quantity: number,
): string | null {
  const reason = unavailableReason(product);
  if (reason) return reason;
  if (quantity > product.stock) {
    return `Dostępnych jest już tylko ${product.stock} szt., zmniejsz ilość`;
  }
  return null;
}

// ---------------------------------------------------------------- cart state

export const cartItemSchema = z.object({
  id: z.number().int(),
  product: productSchema,
  quantity: z.number().int(),
  /** Why this line cannot be bought now, or null. Flagged lines are left out of the totals. */
  issue: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart state every cart call answers with; money in grosze, prices as they are now. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  netTotal: z.number().int(),
  /** The cart carries no coupon of its own (one is picked at checkout), so this is null. */
  couponId: z.number().int().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
