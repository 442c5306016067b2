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

/** What a cart answer needs of a line. */
export type CartLine = Pick<CartLineRow, 'id' | 'productId' | 'quantity'>;

/**
 * Adds `quantity` pieces: a new line, or more on the product's existing line, but only while
 * the line stays within `maxQuantity`. One statement, so two adds at once cannot both pass
 * the check, and it answers the shopper's lines as they are afterwards (one round trip for
 * the whole "Dodaj do koszyka"). `added` is false when the limit would be exceeded.
 */
export async function addToLine(
  ex: Executor,
  userId: number,
  productId: number,
  quantity: number,
  maxQuantity: number,
): Promise<{ added: boolean; lines: CartLine[] }> {
  if (quantity > maxQuantity) return { added: false, lines: await listLines(ex, userId) };
  // The statement's snapshot shows the line as it was before the upsert: the upserted row
  // comes from RETURNING, every other line from the table.
  const { rows } = (await ex.execute(sql`
    WITH added AS (
      INSERT INTO cart_items (user_id, product_id, quantity)
      VALUES (${userId}, ${productId}, ${quantity})
      ON CONFLICT (user_id, product_id) DO UPDATE
        SET quantity = cart_items.quantity + excluded.quantity
        WHERE cart_items.quantity + excluded.quantity <= ${maxQuantity}
      RETURNING id, product_id, quantity
    )
    SELECT id, product_id AS "productId", quantity, true AS added FROM added
    UNION ALL
    SELECT c.id, c.product_id, c.quantity, false FROM cart_items c
     WHERE c.user_id = ${userId} AND NOT EXISTS (SELECT FROM added a WHERE a.id = c.id)
    ORDER BY id`)) as unknown as { rows: (CartLine & { added: boolean })[] };
  return {
    added: rows.some((row) => row.added),
    lines: rows.map(({ id, productId, quantity }) => ({ id, productId, quantity })),
  };
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
