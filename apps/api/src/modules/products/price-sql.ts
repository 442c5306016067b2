// The price schedule and product status as SQL expressions over products JOIN drops, so lists can
// filter and count on the price shown now. They mirror packages/shared/src/price-schedule.ts and
// are built from its constants; price-sql.test.ts proves both agree at every level boundary.
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@shop/shared/enums';
import {
  FINAL_PRICE,
  LEVEL_MS,
  LEVEL_PERCENTS,
  WITHDRAWN_AFTER_MS,
  WITHDRAWN_LEVEL,
} from '@shop/shared/price-schedule';
import { drops } from '../../db/schema/drops.ts';
import { products } from '../../db/schema/products.ts';

/** A moment, or the placeholder of a prepared query filled with one (as an ISO string). */
export type Now = Date | Placeholder;

/** `now` as a timestamptz parameter. */
export const nowSql = (now: Now) =>
  sql`${now instanceof Placeholder ? now : now.toISOString()}::timestamptz`;

/** dropTime + a fixed duration (whole seconds, so no calendar or DST arithmetic). */
const dropTimePlus = (ms: number) =>
  sql`(${drops.dropTime} + interval '${sql.raw(String(ms / 1000))} seconds')`;

/** A level's share of msrp, rounded to whole grosze, never below 1 zł (levelPrice). */
const shareOfMsrp = (percent: number) =>
  sql`greatest(${sql.raw(String(FINAL_PRICE))}, round(${products.msrp} * ${sql.raw(String(percent))}::numeric / 100))::integer`;

/** The price now: the staff price for STATIC, else the level's share of msrp (>= 1 zł). */
export function priceSql(now: Now): SQL<number> {
  const levels = LEVEL_PERCENTS.map(
    (percent, level) =>
      sql`WHEN ${nowSql(now)} < ${dropTimePlus((level + 1) * LEVEL_MS)} THEN ${shareOfMsrp(percent)}`,
  );
  return sql<number>`(CASE WHEN ${products.priceType} = 'STATIC' THEN ${products.price} ${sql.join(levels, sql` `)} ELSE ${sql.raw(String(FINAL_PRICE))} END)`.mapWith(
    Number,
  );
}

/** levelPrice for a level given in SQL: the level's share of msrp (0..5), then 1 zł. */
export function levelPriceSql(level: SQL): SQL<number> {
  const steps = LEVEL_PERCENTS.map(
    (percent, index) => sql`WHEN ${sql.raw(String(index))} THEN ${shareOfMsrp(percent)}`,
  );
  return sql<number>`(CASE ${level} ${sql.join(steps, sql` `)} ELSE ${sql.raw(String(FINAL_PRICE))} END)`;
}

/**
 * UPCOMING before dropTime, then SOLD_OUT (nothing free or held), NOT_AVAILABLE (withdrawn by
 * staff, or dynamic from day 14), RESERVED (nothing free, some held by unpaid orders), AVAILABLE.
 */
export function statusSql(now: Now): SQL<ProductStatus> {
  return sql<ProductStatus>`(CASE
    WHEN ${nowSql(now)} < ${drops.dropTime} THEN 'UPCOMING'
    WHEN ${products.stock} <= 0 AND ${products.reserved} <= 0 THEN 'SOLD_OUT'
    WHEN ${products.withdrawnAt} IS NOT NULL THEN 'NOT_AVAILABLE'
    WHEN ${products.priceType} = 'DYNAMIC_LEVELS' AND ${nowSql(now)} >= ${dropTimePlus(WITHDRAWN_AFTER_MS)} THEN 'NOT_AVAILABLE'
    WHEN ${products.stock} <= 0 THEN 'RESERVED'
    ELSE 'AVAILABLE' END)`;
}

/**
 * The schedule level at `now` (mirrors scheduleLevel): -1 before dropTime, 0..6 while on sale
 * (whole LEVEL_MS periods since dropTime), 7 from day 14 on.
 */
export function levelSql(now: Now): SQL<number> {
  return sql<number>`(CASE WHEN ${nowSql(now)} < ${drops.dropTime} THEN -1
    ELSE least(${sql.raw(String(WITHDRAWN_LEVEL))}, floor(extract(epoch FROM ${nowSql(now)} - ${drops.dropTime}) * 1000 / ${sql.raw(String(LEVEL_MS))}))::integer END)`.mapWith(
    Number,
  );
}
