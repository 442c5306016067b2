// Long work shared with shoppers: a request that runs through thousands of items (a pallet's
// sheet) hands the event loop back between slices, so other requests are answered meanwhile.

/** Resolves once the event loop has turned: I/O waiting since, and timers due, run first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Items mapped per turn: a few milliseconds of row checks on a busy 2-core machine. */
const ITEMS_PER_TURN = 250;

/** `items.map(fn)`, letting the event loop turn after every slice. */
export async function mapInTurns<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
  perTurn = ITEMS_PER_TURN,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += perTurn) {
    if (start > 0) await nextTurn();
    const end = Math.min(items.length, start + perTurn);
    for (let i = start; i < end; i += 1) results.push(fn(items[i]!, i));
  }
  return results;
}
