// SQL for cart lines. Every function is scoped to one user, so a line id of another shopper
// behaves as absent.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';

export type CartLineRow = typeof cartItems.$inferSelect;

export function listLines(ex: Executor, userId: number): Promise<CartLineRow[]> {
  return ex.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

export async function findLine(
  ex: Executor,
  userId: number,
  lineId: number,
): Promise<CartLineRow | undefined> {
  const [row] = await ex
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)));
  return row;
}

export async function findLineOfProduct(
  ex: Executor,
  userId: number,
  productId: number,
): Promise<CartLineRow | undefined> {
  const [row] = await ex
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row;
}

/**
 * Adds `quantity` pieces: a new line, or more on the product's existing line, but only while
 * the line stays within `maxQuantity`. One statement, so two adds at once cannot both pass
 * the check. Returns the line, or undefined when the limit would be exceeded.
 */
export async function addToLine(
  ex: Executor,
  userId: number,
  productId: number,
  quantity: number,
  maxQuantity: number,
): Promise<CartLineRow | undefined> {
  if (quantity > maxQuantity) return undefined;
  const [row] = await ex
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${maxQuantity}`,
    })
    .returning();
  return row;
}

export async function setLineQuantity(
  ex: Executor,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<CartLineRow | undefined> {
  const [row] = await ex
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)))
    .returning();
  return row;
}

export async function deleteLine(
  ex: Executor,
  userId: number,
  lineId: number,
): Promise<CartLineRow | undefined> {
  const [row] = await ex
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)))
    .returning();
  return row;
}
