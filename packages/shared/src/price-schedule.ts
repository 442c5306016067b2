// The falling-price schedule, pure and with "now" as a parameter.
// DYNAMIC_LEVELS products start at 70 % of msrp and lose 10 points every two days, then cost
// 1 zł, and are withdrawn on day 14. STATIC products keep the staff price and are never withdrawn.
// The API mirrors these rules in SQL (modules/products/price-sql.ts) so lists can filter on them.
import type { PriceType, ProductStatus } from './enums.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Each level lasts two days. */
export const LEVEL_MS = 2 * DAY_MS;
/** Percent of msrp for levels 0..5; level 6 is the fixed final price. */
export const LEVEL_PERCENTS = [70, 60, 50, 40, 30, 20] as const;
/** The last level (days 12-13), priced at FINAL_PRICE. */
export const FINAL_LEVEL = LEVEL_PERCENTS.length;
/** 1.00 zł: the last level's price and the floor of every dynamic price. */
export const FINAL_PRICE = 100;
/** A dynamic product is withdrawn (NOT_AVAILABLE) from this level on, i.e. from day 14. */
export const WITHDRAWN_LEVEL = FINAL_LEVEL + 1;
export const WITHDRAWN_AFTER_MS = WITHDRAWN_LEVEL * LEVEL_MS;

/** What the schedule needs to know about a product. */
export interface PriceInputs {
  priceType: PriceType;
  /** Market price in grosze; required for DYNAMIC_LEVELS, optional for STATIC. */
  msrp: number | null;
  /** Staff price in grosze (STATIC only). */
  price: number | null;
  stock: number;
}

/**
 * The schedule level at `now`: -1 before dropTime, 0..6 while on sale (level = floor(day / 2)),
 * 7 from day 14 on (withdrawn). Counted in exact milliseconds, so every level lasts 48 hours.
 */
export function scheduleLevel(dropTime: Date, now: Date): number {
  const elapsed = now.getTime() - dropTime.getTime();
  if (elapsed < 0) return -1;
  return Math.min(Math.floor(elapsed / LEVEL_MS), WITHDRAWN_LEVEL);
}

/**
 * The dynamic price of a level: 70..20 % of msrp rounded to whole grosze, never below 1 zł;
 * 1 zł on the final level and after. Before the drop (level -1) the opening price applies.
 */
export function levelPrice(msrp: number, level: number): number {
  if (level >= FINAL_LEVEL) return FINAL_PRICE;
  const percent = LEVEL_PERCENTS[Math.max(level, 0)]!;
  return Math.max(FINAL_PRICE, Math.round((msrp * percent) / 100));
}

/** The price a shopper pays at `now`, in grosze. */
export function priceAt(product: PriceInputs, dropTime: Date, now: Date): number {
  if (product.priceType === 'STATIC') return product.price ?? 0;
  return levelPrice(product.msrp ?? 0, scheduleLevel(dropTime, now));
}

/** True once a dynamic product's 14 days are over; STATIC products are never withdrawn. */
export function isWithdrawn(priceType: PriceType, dropTime: Date, now: Date): boolean {
  return priceType === 'DYNAMIC_LEVELS' && scheduleLevel(dropTime, now) >= WITHDRAWN_LEVEL;
}

/**
 * UPCOMING before dropTime; then SOLD_OUT when every piece is paid for (none free, none held by
 * an unpaid order), NOT_AVAILABLE when withdrawn (by staff, `withdrawn`, or by the schedule),
 * RESERVED when the only pieces left are held by unpaid orders, else AVAILABLE.
 */
export function productStatus(
  product: PriceInputs & { reserved: number; withdrawn?: boolean },
  dropTime: Date,
  now: Date,
): ProductStatus {
  if (now.getTime() < dropTime.getTime()) return 'UPCOMING';
  if (product.stock <= 0 && product.reserved <= 0) return 'SOLD_OUT';
  if (product.withdrawn === true) return 'NOT_AVAILABLE';
  if (isWithdrawn(product.priceType, dropTime, now)) return 'NOT_AVAILABLE';
  if (product.stock <= 0) return 'RESERVED';
  return 'AVAILABLE';
}

/**
 * The moments at which a drop's prices or statuses change by themselves: its start, each price
 * level and the withdrawal on day 14. Answers the first one after `now`, or null when none is left.
 */
export function nextScheduleChange(dropTime: Date, now: Date): Date | null {
  const elapsed = now.getTime() - dropTime.getTime();
  if (elapsed < 0) return dropTime;
  const step = Math.floor(elapsed / LEVEL_MS) + 1;
  return step > WITHDRAWN_LEVEL ? null : new Date(dropTime.getTime() + step * LEVEL_MS);
}

/**
 * When the drop's prices fall next: dropTime + 2 days x (level + 1) for levels 0..5 (before the
 * drop, the first fall after opening); null on the final level and after.
 */
export function nextPriceDropTime(dropTime: Date, now: Date): Date | null {
  const level = Math.max(scheduleLevel(dropTime, now), 0);
  if (level >= FINAL_LEVEL) return null;
  return new Date(dropTime.getTime() + LEVEL_MS * (level + 1));
}

/** A price and the moment it takes effect. */
export interface PricePoint {
  price: number;
  effectiveFrom: Date;
  /**
   * False for the moment the product went off sale (withdrawn, then moved to a new drop): from
   * then no price is in effect until the next point. Absent means offered.
   */
  offered?: boolean;
}

/**
 * The prices the product will have from `from` on: the price in effect at max(from, dropTime)
 * (nothing is on sale before dropTime), then each later schedule step that changes the price.
 * STATIC products have a single point. Used to record price history ahead of time.
 */
export function plannedPrices(product: PriceInputs, dropTime: Date, from: Date): PricePoint[] {
  const start = new Date(Math.max(from.getTime(), dropTime.getTime()));
  const points: PricePoint[] = [{ price: priceAt(product, dropTime, start), effectiveFrom: start }];
  if (product.priceType === 'STATIC') return points;
  for (let level = scheduleLevel(dropTime, start) + 1; level <= FINAL_LEVEL; level += 1) {
    const price = levelPrice(product.msrp ?? 0, level);
    if (price === points.at(-1)!.price) continue;
    points.push({ price, effectiveFrom: new Date(dropTime.getTime() + level * LEVEL_MS) });
  }
  return points;
}
