// Catalogue reads through the read cache: what each answer shows (its tags), which change ends
// it, and the HTTP caching headers. Staff who see upcoming products are never served from, nor
// stored in, any cache. See docs/catalogue-cache.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Drop, Product } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { AppError } from '../http/errors.ts';
import type { Database } from '../db/client.ts';
import { openChangeFeed, type CatalogueChange, type ChangeFeed } from './changes.ts';
import { ReadCache } from './read-cache.ts';
import { Schedule } from './schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueReads;
    changes: ChangeFeed;
  }
}

export interface CatalogueReads {
  cache: ReadCache;
  schedule: Schedule;
}

// ---------------------------------------------------------------- tags

export const tags = {
  product: (id: number) => `product:${id}`,
  /** The drop itself as shown anywhere (name, times, item count). */
  drop: (id: number) => `drop:${id}`,
  /** Which products a drop's lists hold and how they stand. */
  dropProducts: (id: number) => `drop-products:${id}`,
  category: (category: string) => `category:${category}`,
  search: 'search',
  /** Drop lists, the next and latest drop, drops by slug. */
  drops: 'drops',
};

/** A product answer shows the product and its drop. */
export const productTags = (product: Product) => [
  tags.product(product.id),
  tags.drop(product.drop.id),
];

/** A list of products shows each product's drop; membership depends on `scope`. */
export const productPageTags = (scope: string) => (page: Page<Product>) => [
  scope,
  ...new Set(page.items.map((item) => tags.drop(item.drop.id))),
];

export const dropTags = (_: Drop | Page<Drop>) => [tags.drops];

/** What a change ends. */
export function tagsOfChange(change: Exclude<CatalogueChange, { kind: 'gap' }>): string[] {
  if (change.kind === 'drop') return [tags.drop(change.dropId), tags.drops];
  return [
    tags.product(change.productId),
    tags.search,
    ...change.dropIds.map(tags.dropProducts),
    ...change.categories.map(tags.category),
    ...(change.countChanged ? [...change.dropIds.map(tags.drop), tags.drops] : []),
  ];
}

// ---------------------------------------------------------------- set-up

/** Cache, schedule and change feed for one app; the feed's changes end cached answers. */
export async function registerCatalogueCache(app: FastifyInstance, database: Database) {
  const feed = await openChangeFeed(database, (error) =>
    app.log.error({ err: error }, 'catalogue change feed'),
  );
  const cache = new ReadCache({ maxBytes: app.config.catalogueCacheBytes });
  const schedule = new Schedule(app.db);
  feed.subscribe((change) => {
    if (change.kind === 'gap') {
      schedule.forget();
      cache.clear();
      return;
    }
    if (change.kind === 'drop') schedule.forget();
    cache.invalidate(tagsOfChange(change));
  });
  app.decorate('catalogue', { cache, schedule });
  app.decorate('changes', feed);
  // A write answers only once this replica has seen what it changed (see ChangeFeed.sync).
  app.addHook('onSend', async (request, reply) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (writes && reply.statusCode < 400 && request.url.startsWith('/api/')) await feed.sync();
  });
  app.addHook('onClose', () => feed.close());
}

// ---------------------------------------------------------------- serving

export interface CatalogueRead<T> {
  /** Identifies the answer among all anonymous catalogue answers (path and parsed query). */
  key: string;
  read: (now: Date) => Promise<T>;
  tags: (value: T) => string[];
  /** What a 404 answer depends on (e.g. the product id that may appear later). */
  notFoundTags: string[];
  /** The viewer sees upcoming products: answered privately, never cached. */
  staff: boolean;
}

/** How long a shared cache (CDN, proxy) may keep an anonymous answer, in seconds. */
const SHARED_MAX_AGE = 1;
const STALE_WHILE_REVALIDATE = 2;

async function readAnswer<T>(
  read: () => Promise<T>,
  notFoundTags: string[],
  tagsOf: (value: T) => string[],
) {
  try {
    const value = await read();
    return { statusCode: 200, value, tags: tagsOf(value) };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    return {
      statusCode: 404,
      value: { statusCode: 404, code: error.code, message: error.message },
      tags: notFoundTags,
    };
  }
}

/** Answers a catalogue read from the cache (or reads and keeps it), with ETag and caching headers. */
export async function serveCatalogue<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: CatalogueRead<T>,
) {
  if (options.staff) {
    reply.header('cache-control', 'private, no-store');
    return options.read(app.clock.now());
  }
  const now = app.clock.now();
  const entry = await app.catalogue.cache.get(options.key, now.getTime(), async () => {
    const answer = await readAnswer(() => options.read(now), options.notFoundTags, options.tags);
    return { ...answer, expiresAt: await app.catalogue.schedule.nextChange(now) };
  });
  const secondsLeft = Math.floor((entry.expiresAt - now.getTime()) / 1000);
  reply.header(
    'cache-control',
    request.headers.authorization
      ? 'private, no-cache'
      : `public, max-age=${Math.min(SHARED_MAX_AGE, secondsLeft)}, stale-while-revalidate=${Math.min(STALE_WHILE_REVALIDATE, secondsLeft)}`,
  );
  reply.header('vary', 'authorization');
  reply.header('etag', entry.etag);
  if (entry.statusCode === 200 && request.headers['if-none-match'] === entry.etag) {
    return reply.status(304).send();
  }
  return reply.status(entry.statusCode).type('application/json; charset=utf-8').send(entry.body);
}
