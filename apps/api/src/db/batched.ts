// Work over many rows in batches, one transaction each, so no transaction holds thousands of row
// locks and a failure undoes one batch only.

/**
 * Runs `batch` (one transaction that handles at most `size` rows and answers how many it
 * handled) until one handles fewer than `size`; answers the total.
 */
export async function inBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await batch();
    total += handled;
    if (handled < size) return total;
  }
}
