// Answers read ahead of a scheduled change (docs/catalogue-cache.md, "Read ahead"): a few seconds
// before a drop starts, or its prices step down, every kept answer that ends at that moment is
// read again as of it, and so are the drop's first page of products and each of those products'
// pages (which nobody could ask for before the start). At the moment itself the first shoppers
// are served from memory instead of all waiting for the first reads.
import type { FastifyInstance } from 'fastify';
import { dropProductsPath, DROP_PAGE_SIZE } from '@shop/shared/catalogue';
import { prepareAnswer } from '../../catalogue/cached-reads.ts';
import { dropProductsRead } from './routes.ts';
import { listDropProducts } from './service.ts';
import { productUrl, shopperProductRead } from './shopper-products.ts';

/** How long before a scheduled change its answers are read. */
export const READ_AHEAD_MS = 10_000;
/** Product pages read ahead per drop, at most (the first ones its page shows). */
const PRODUCTS_AHEAD = 100;
/** Reads under way at once, so reading ahead never crowds the database. */
const AT_ONCE = 2;

const shopper = { staff: false };

/** Runs `tasks` with at most AT_ONCE under way; a failed read is left to be read at the moment. */
async function runFew(tasks: (() => Promise<void>)[], onError: (error: unknown) => void) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!().catch(onError);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, tasks.length) }, worker));
}

/**
 * Reads ahead the answers of the scheduled change at `at` (epoch ms), when it is READ_AHEAD_MS
 * away or less. Answers how many were read.
 */
export async function readAhead(app: FastifyInstance, now: Date, at: number): Promise<number> {
  const { cache, schedule } = app.catalogue;
  const moment = new Date(at);
  const dropIds = await schedule.dropsChangedBetween(now, moment);
  const reads = new Map<string, () => Promise<void>>();
  for (const [key, recompute] of cache.endingAt(at)) {
    reads.set(key, () => cache.prepare(key, at, recompute));
  }
  for (const dropId of dropIds) {
    const query = { page: 0, count: DROP_PAGE_SIZE };
    reads.set(`/api${dropProductsPath(dropId, 0)}`, () =>
      prepareAnswer(
        app,
        `/api${dropProductsPath(dropId, 0)}`,
        dropProductsRead(app, dropId, query, shopper),
        moment,
      ),
    );
    const first = await listDropProducts(
      app.db,
      dropId,
      { page: 0, count: PRODUCTS_AHEAD },
      moment,
      shopper,
    );
    for (const product of first.items) {
      const key = productUrl(product.id);
      reads.set(key, () => prepareAnswer(app, key, shopperProductRead(app, product.id), moment));
    }
  }
  await runFew([...reads.values()], (error) =>
    app.log.warn({ err: error }, 'an answer read ahead failed; it is read at the moment'),
  );
  return reads.size;
}
