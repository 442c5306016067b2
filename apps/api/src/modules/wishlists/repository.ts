// SQL for wishlists and their products. Wishlist lookups are scoped to the owner, so another
// shopper's list behaves as absent.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { PageQuery } from '@shop/shared/http';
import type { Executor } from '../../db/client.ts';
import { wishlistProducts, wishlists } from '../../db/schema/wishlists.ts';

export type WishlistRow = typeof wishlists.$inferSelect;

const owned = (userId: number, id: number) =>
  and(eq(wishlists.userId, userId), eq(wishlists.id, id));

export async function listWishlists(
  ex: Executor,
  userId: number,
  { page, count: size }: PageQuery,
): Promise<{ rows: WishlistRow[]; total: number }> {
  const rows = await ex
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.id))
    .limit(size)
    .offset(page * size);
  const [totals] = await ex
    .select({ total: count() })
    .from(wishlists)
    .where(eq(wishlists.userId, userId));
  return { rows, total: totals?.total ?? 0 };
}

/** The owner's wishlist; `lock` holds it until the transaction ends (size checks). */
export async function findWishlist(
  ex: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<WishlistRow | undefined> {
  const query = ex.select().from(wishlists).where(owned(userId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertWishlist(
  ex: Executor,
  userId: number,
  name: string,
  now: Date,
): Promise<WishlistRow> {
  const [row] = await ex.insert(wishlists).values({ userId, name, createdAt: now }).returning();
  return row!;
}

export async function deleteWishlist(
  ex: Executor,
  userId: number,
  id: number,
): Promise<WishlistRow | undefined> {
  const [row] = await ex.delete(wishlists).where(owned(userId, id)).returning();
  return row;
}

/** Product ids of each list, most recently added first. */
export async function productIdsOf(
  ex: Executor,
  wishlistIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byList = new Map<number, number[]>(wishlistIds.map((id) => [id, []]));
  if (wishlistIds.length === 0) return byList;
  const rows = await ex
    .select({ wishlistId: wishlistProducts.wishlistId, productId: wishlistProducts.productId })
    .from(wishlistProducts)
    .where(inArray(wishlistProducts.wishlistId, [...wishlistIds]))
    .orderBy(desc(wishlistProducts.addedAt), asc(wishlistProducts.productId));
  for (const row of rows) byList.get(row.wishlistId)?.push(row.productId);
  return byList;
}

export async function countProducts(ex: Executor, wishlistId: number): Promise<number> {
  const [row] = await ex
    .select({ total: count() })
    .from(wishlistProducts)
    .where(eq(wishlistProducts.wishlistId, wishlistId));
  return row?.total ?? 0;
}

/** Adds products that are not on the list yet; ones already there are left as they are. */
export async function addProducts(
  ex: Executor,
  wishlistId: number,
  productIds: readonly number[],
  now: Date,
): Promise<void> {
  if (productIds.length === 0) return;
  await ex
    .insert(wishlistProducts)
    .values(productIds.map((productId) => ({ wishlistId, productId, addedAt: now })))
    .onConflictDoNothing();
}

export async function hasProduct(
  ex: Executor,
  wishlistId: number,
  productId: number,
): Promise<boolean> {
  const [row] = await ex
    .select({ productId: wishlistProducts.productId })
    .from(wishlistProducts)
    .where(
      and(eq(wishlistProducts.wishlistId, wishlistId), eq(wishlistProducts.productId, productId)),
    );
  return row !== undefined;
}

export async function removeProduct(
  ex: Executor,
  wishlistId: number,
  productId: number,
): Promise<boolean> {
  const rows = await ex
    .delete(wishlistProducts)
    .where(
      and(eq(wishlistProducts.wishlistId, wishlistId), eq(wishlistProducts.productId, productId)),
    )
    .returning({ productId: wishlistProducts.productId });
  return rows.length > 0;
}

/** Every list of the user (the data export); newest first. */
export function allWishlistsOf(ex: Executor, userId: number): Promise<WishlistRow[]> {
  return ex
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.id));
}

/** Deletes every list of the user; their products go with them (ON DELETE CASCADE). */
export async function deleteWishlistsOf(ex: Executor, userId: number): Promise<void> {
  await ex.delete(wishlists).where(eq(wishlists.userId, userId));
}
