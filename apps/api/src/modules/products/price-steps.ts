// The price steps of wished-for products, for the wishlists module's price-drop alerts and price
// targets (docs/product-rules.md, "Powiadomienia o obniżkach", "Cena, na którą czekasz"): a subquery over products JOIN drops so
// the alerts are one set-based statement. Reached through the products service.
import { sql, type SQL } from 'drizzle-orm';
import { FINAL_LEVEL, LEVEL_MS } from '@shop/shared/price-schedule';
import { drops } from '../../db/schema/drops.ts';
import { products } from '../../db/schema/products.ts';
import { levelPriceSql, levelSql, statusSql } from './price-sql.ts';

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
