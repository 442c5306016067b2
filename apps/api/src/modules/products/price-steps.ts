// Set-based views of the catalogue for the alerts: the price steps of wished-for products (the
// wishlists module's price-drop alerts and price targets, docs/product-rules.md "Powiadomienia o
// obniżkach", "Cena, na którą czekasz") and the pieces on sale by their last change (saved
// searches, "Obserwowane wyszukiwania"). Subqueries over products JOIN drops, so each alert is
// one statement. Reached through the products service.
import { sql, type SQL } from 'drizzle-orm';
import { FINAL_LEVEL, LEVEL_MS } from '@shop/shared/price-schedule';
import { drops } from '../../db/schema/drops.ts';
import { products } from '../../db/schema/products.ts';
import { levelPriceSql, levelSql, priceSql, statusSql } from './price-sql.ts';

/**
 * Every DYNAMIC_LEVELS product on sale now (AVAILABLE: started, a piece free, not withdrawn)
 * whose current level 1..6 costs less than the level before it: columns `product_id`, `level`,
 * `price` (that level's, grosze) and `level_started_at` (when that level began).
 */
export function priceStepsSql(now: Date): SQL {
  const level = levelSql(now);
  return sql`SELECT ${products.id} AS product_id, ${level} AS level, ${levelPriceSql(level)} AS price,
      ${drops.dropTime} + ${level} * interval '${sql.raw(String(LEVEL_MS / 1000))} seconds' AS level_started_at
    FROM ${products} JOIN ${drops} ON ${drops.id} = ${products.dropId}
   WHERE ${products.priceType} = 'DYNAMIC_LEVELS'
     AND ${statusSql(now)} = 'AVAILABLE'
     AND ${level} BETWEEN 1 AND ${sql.raw(String(FINAL_LEVEL))}
     AND ${levelPriceSql(level)} < ${levelPriceSql(sql`${level} - 1`)}`;
}

/**
 * Every product on sale now (AVAILABLE) with the moment it last changed for a shopper: its
 * drop's start, or for DYNAMIC_LEVELS the start of its current level; only those whose moment
 * came after `since`. Columns `product_id`, `category`, `price` (now, grosze), `moment`, and
 * `search_text` (the folded text the catalogue's search matches, `catalogue_fold`), for the
 * saved searches (modules/saved-searches). A product of a drop not started is never in it.
 */
export function onSaleSinceSql(now: Date, since: Date): SQL {
  const level = levelSql(now);
  const moment = sql`CASE WHEN ${products.priceType} = 'DYNAMIC_LEVELS'
      THEN ${drops.dropTime} + ${level} * interval '${sql.raw(String(LEVEL_MS / 1000))} seconds'
      ELSE ${drops.dropTime} END`;
  return sql`SELECT ${products.id} AS product_id, ${products.category} AS category,
      ${priceSql(now)} AS price, ${moment} AS moment,
      catalogue_fold(${products.name} || ' ' || ${products.description}) AS search_text
    FROM ${products} JOIN ${drops} ON ${drops.id} = ${products.dropId}
   WHERE ${statusSql(now)} = 'AVAILABLE'
     AND ${moment} > ${since.toISOString()}::timestamptz`;
}
