// Catalogue reads through the read cache: what each answer shows (its tags), which change ends
// it, and the HTTP caching headers. Staff who see upcoming products are never served from, nor
// stored in, any cache. See docs/catalogue-cache.md.
import type { OutgoingHttpHeader } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Product } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { readUser, seesUpcoming } from '../http/auth-guard.ts';
import { AppError } from '../http/errors.ts';
import type { Database } from '../db/client.ts';
import { AnnouncedStock } from './announced-stock.ts';
import { bodyBytes } from './encoded-body.ts';
import { openChangeFeed, type CatalogueChange, type ChangeFeed } from './changes.ts';
import { ReadCache, type CachedAnswer, type Compute } from './read-cache.ts';
import { Schedule, type DropTimes } from './schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueReads;
    changes: ChangeFeed;
  }
  interface FastifyRequest {
    /** What a write waits for instead of a sync (changesNoCatalogue, the order's batch). */
    catalogueSeen?: Promise<void>;
  }
}

export interface CatalogueReads {
  cache: ReadCache;
  schedule: Schedule;
  stock: AnnouncedStock;
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
  // Which drops have started decides which products a list holds, and staff may move an
  // upcoming drop's start (PUT /api/drops/{id}): any drop change ends the list.
  tags.drops,
  ...new Set(page.items.map((item) => tags.drop(item.drop.id))),
];

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
export async function registerCatalogueCache(
  app: FastifyInstance,
  database: Database,
  dropTimes: DropTimes,
) {
  const feed = await openChangeFeed(database, (error) =>
    app.log.error({ err: error }, 'catalogue change feed'),
  );
  const cache = new ReadCache({ maxBytes: app.config.catalogueCacheBytes });
  const schedule = new Schedule(dropTimes);
  feed.subscribe((change) => {
    if (change.kind === 'gap') {
      schedule.forget();
      cache.clear();
      return;
    }
    if (change.kind === 'drop') schedule.forget();
    cache.invalidate(tagsOfChange(change));
  });
  app.decorate('catalogue', { cache, schedule, stock: new AnnouncedStock(feed) });
  app.decorate('changes', feed);
  // A write answers only once this replica has seen what it changed (see ChangeFeed.sync).
  app.addHook('onSend', (request, reply, payload, done) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (!writes || reply.statusCode >= 400 || !request.url.startsWith('/api/')) {
      return done(null, payload);
    }
    (request.catalogueSeen ?? feed.sync()).then(() => done(null, payload), done);
  });
  app.addHook('onClose', () => feed.close());
}

const nothingToSee = Promise.resolve();

/**
 * onRequest hook of route plugins whose writes change nothing the catalogue shows (cart,
 * wishlists, account, ...): their answers need not wait for the change feed.
 */
export function changesNoCatalogue(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: () => void,
) {
  request.catalogueSeen = nothingToSee;
  done();
}

// ---------------------------------------------------------------- serving

export interface CatalogueRead<T> {
  read: (now: Date) => Promise<T>;
  tags: (value: T) => string[];
  /** What a 404 answer depends on (e.g. the product id that may appear later). */
  notFoundTags: string[];
  /** The viewer sees upcoming products: answered privately, never cached. */
  staff: boolean;
  /**
   * The drop whose schedule alone decides when the answer changes by itself (a product, a
   * drop's products); without it, the next scheduled change of any drop does.
   */
  scheduleOf?: (value: T) => number;
}

/** How long a shared cache (CDN, proxy) may keep an anonymous answer, in seconds. */
const SHARED_MAX_AGE = 1;
const STALE_WHILE_REVALIDATE = 2;

/** The answer to keep: a value, or a 404 (which is as cacheable as any answer). */
async function readAnswer<T>(
  read: () => Promise<T>,
  notFoundTags: string[],
  tagsOf: (value: T) => string[],
  scheduleOf?: (value: T) => number,
): Promise<{ statusCode: number; value: unknown; tags: string[]; dropId?: number }> {
  try {
    const value = await read();
    return { statusCode: 200, value, tags: tagsOf(value), dropId: scheduleOf?.(value) };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    return {
      statusCode: 404,
      value: { statusCode: 404, code: error.code, message: error.message },
      tags: notFoundTags,
    };
  }
}

/**
 * Sends a kept answer with its validator and the caching headers its viewer allows. It is written
 * to the socket at once, past the send hooks (compression, security and no-store headers, the
 * change feed's wait for writes): the answer is complete already, encoded once, and its headers
 * are those hooks' for a JSON answer. What earlier hooks set (CORS) is kept; the answer is still
 * counted and logged when it ends.
 */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, now: number) {
  const secondsLeft = Math.floor((entry.expiresAt - now) / 1000);
  const headers: Record<string, OutgoingHttpHeader | undefined> = {
    ...reply.getHeaders(),
    'cache-control': request.headers.authorization
      ? 'private, no-cache'
      : `public, max-age=${Math.min(SHARED_MAX_AGE, secondsLeft)}, stale-while-revalidate=${Math.min(STALE_WHILE_REVALIDATE, secondsLeft)}`,
    etag: entry.etag,
    'x-content-type-options': 'nosniff',
  };
  // Added to what is there (CORS varies on Origin), not in its place.
  const vary = reply.getHeader('vary');
  const varies = 'authorization, accept-encoding';
  headers.vary = vary ? `${String(vary)}, ${varies}` : varies;
  reply.hijack();
  if (entry.statusCode === 200 && request.headers['if-none-match'] === entry.etag) {
    reply.raw.writeHead(304, headers).end();
    return reply;
  }
  const { encoding, payload } = bodyBytes(entry, request.headers['accept-encoding']);
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = payload.length;
  if (encoding) headers['content-encoding'] = encoding;
  reply.raw.writeHead(entry.statusCode, headers).end(payload);
  return reply;
}

/**
 * onRequest hook of the API: a GET whose answer is kept is sent at once, before validation,
 * guards and handler (they ran when the answer was first read for that URL), to guests and
 * logged-in shoppers alike. Staff who see upcoming products, and bad tokens, go to the route.
 */
export async function serveKeptAnswer(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.method !== 'GET') return;
  const now = this.clock.now().getTime();
  const entry = this.catalogue.cache.peek(request.url, now);
  if (!entry) return;
  if (request.headers.authorization) {
    const user = await readUser(request).catch(() => null);
    if (!user || seesUpcoming(user)) return;
  }
  return sendEntry(request, reply, entry, now);
}

/**
 * Answers a catalogue read from the cache (or reads and keeps it under the request's URL), with
 * an ETag and caching headers. Every viewer but staff gets the same answer for a URL.
 */
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
  const entry = await keptAnswer(app, request.url, options, now);
  return sendEntry(request, reply, entry, now.getTime());
}

/** The answer kept under `key` (a URL), read and kept first when there is none. */
export function keptAnswer<T>(
  app: FastifyInstance,
  key: string,
  options: CatalogueRead<T>,
  now: Date,
): Promise<CachedAnswer> {
  return app.catalogue.cache.get(key, now.getTime(), computeOf(app, options), {
    readAhead: true,
  });
}

/**
 * Reads `key`'s answer as of `at`, a scheduled change ahead (a drop's start), so that from `at`
 * it is served from memory like any other (see ReadCache.prepare).
 */
export function prepareAnswer<T>(
  app: FastifyInstance,
  key: string,
  options: CatalogueRead<T>,
  at: Date,
): Promise<void> {
  return app.catalogue.cache.prepare(key, at.getTime(), computeOf(app, options));
}

/** The answer of a catalogue read as of a moment, with the moment it ends by itself. */
function computeOf<T>(app: FastifyInstance, options: CatalogueRead<T>): Compute {
  return async (at) => {
    const now = new Date(at);
    const { dropId, ...answer } = await readAnswer(
      () => options.read(now),
      options.notFoundTags,
      options.tags,
      options.scheduleOf,
    );
    const { schedule } = app.catalogue;
    const expiresAt =
      dropId === undefined
        ? await schedule.nextChange(now)
        : await schedule.nextChangeOfDrop(dropId, now);
    return { ...answer, expiresAt };
  };
}
