// Omnibus price (art. 4 of the Polish price-information act): the lowest price the product had
// in the 30 days before its current price took effect, or since it went on sale when that is
// shorter. Computed from a price history (every effective price change, staff edits included).
import { DAY_MS, type PricePoint } from './price-schedule.ts';

export const OMNIBUS_WINDOW_MS = 30 * DAY_MS;

/** History sorted by effectiveFrom, oldest first. */
function sorted(history: readonly PricePoint[]): PricePoint[] {
  return [...history].sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
}

/**
 * The lowest price in effect at any moment of the 30 days before `takesEffectAt`, or null when
 * no price was in effect then (the product had just gone on sale).
 */
export function lowestPriceBefore(
  history: readonly PricePoint[],
  takesEffectAt: Date,
): number | null {
  const end = takesEffectAt.getTime();
  const windowStart = end - OMNIBUS_WINDOW_MS;
  const points = sorted(history).filter((p) => p.effectiveFrom.getTime() < end);
  let lowest: number | null = null;
  points.forEach((point, i) => {
    // A point is in effect until the next one starts; it counts if that overlaps the window. A
    // point marking the end of an offer is no price: it only ends the one before it.
    const until = points[i + 1]?.effectiveFrom.getTime() ?? end;
    if (point.offered === false || until <= windowStart) return;
    lowest = lowest === null ? point.price : Math.min(lowest, point.price);
  });
  return lowest;
}

/**
 * The omnibus price at `now`: the lowest price before the current price took effect, or the
 * current price itself when there is no earlier one. `currentPrice` answers when no point has
 * taken effect yet (the product is not on sale).
 */
export function omnibusPrice(
  history: readonly PricePoint[],
  now: Date,
  currentPrice: number,
): number {
  const current = sorted(history)
    .filter((p) => p.effectiveFrom.getTime() <= now.getTime())
    .at(-1);
  if (!current) return currentPrice;
  return lowestPriceBefore(history, current.effectiveFrom) ?? current.price;
}

/**
 * The omnibus price to store with each point of a history (oldest first): what `omnibusPrice`
 * answers while that point is current. Stored so reads look it up instead of recomputing.
 */
export function withOmnibusPrices(
  history: readonly PricePoint[],
): (PricePoint & { omnibusPrice: number })[] {
  return sorted(history).map((point) => ({
    ...point,
    omnibusPrice: lowestPriceBefore(history, point.effectiveFrom) ?? point.price,
  }));
}
