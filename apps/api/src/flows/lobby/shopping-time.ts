// How long a shopper the lobby let in counts as still shopping (decision 031, "The cap counts
// buyers out"): the round lets in at most LOBBY_SHOPPERS_PER_PIECE shoppers per free piece among
// those admitted within this time who have not ordered. It is measured at the opening itself: as
// long as nine in ten of its buyers took from their admission to their order, within 5 to 30 s
// (30 s until ten have bought). Shoppers who took longer than that are gone (they found nothing,
// or left), and a piece nobody ordered goes to the next in line instead of waiting half a minute.

/** The time counted: at least, at most (and until there are enough buyers to measure it). */
export const SHOPPING_MS = { least: 5_000, most: 30_000 } as const;
/** Buyers needed before their times are taken for the measure. */
export const SHOPPING_SAMPLE = 10;
/** The share of buyers who ordered within the time counted. */
const SHOPPING_SHARE = 0.9;

/** The time an admitted shopper counts as shopping, from buyers' admission-to-order times (ms). */
export function shoppingMs(buyingTimesMs: readonly number[]): number {
  if (buyingTimesMs.length < SHOPPING_SAMPLE) return SHOPPING_MS.most;
  const sorted = [...buyingTimesMs].sort((a, b) => a - b);
  const share = sorted[Math.ceil(sorted.length * SHOPPING_SHARE) - 1]!;
  return Math.min(SHOPPING_MS.most, Math.max(SHOPPING_MS.least, share));
}
