// SQL for cart lines. Every function is scoped to one user (addToLines to each add's own), so a
// line id of another shopper behaves as absent.
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

/** One "Dodaj do koszyka": `quantity` more pieces on the shopper's line of the product. */
export interface LineAdd {
  userId: number;
  productId: number;
  quantity: number;
  /** The line may not grow beyond this (the stock the shopper was shown). */
  maxQuantity: number;
}

export interface LineAdded {
  /**
   * false when the line would exceed maxQuantity (or the product was just deleted); null when
   * staff withdrew the product from sale (migration 0022).
   */
  added: boolean | null;
  /** The shopper's lines afterwards. */
  lines: CartLine[];
}

/**
 * Makes a batch of adds in one round trip (SQL function add_to_carts, migrations 0010 and 0022),
 * each a conditional upsert, so two adds at once cannot both pass the check. One answer per add.
 */
export async function addToLines(ex: Executor, adds: readonly LineAdd[]): Promise<LineAdded[]> {
  const entries = adds.map((add) => ({
    user_id: add.userId,
    product_id: add.productId,
    quantity: add.quantity,
    max_quantity: add.maxQuantity,
  }));
  const { rows } = (await ex.execute(
    sql`SELECT added, lines FROM add_to_carts(${JSON.stringify(entries)}::jsonb)`,
  )) as unknown as { rows: LineAdded[] };
  return rows;
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

export async function deleteLinesOf(ex: Executor, userId: number): Promise<void> {
  await ex.delete(cartItems).where(eq(cartItems.userId, userId));
}
