// GET /sitemap.xml and GET /robots.txt at the site's root (see sitemap.ts). The sitemap is read
// at most once an hour per process: search engines come rarely, and it walks the catalogue.
// GET /feeds/google.xml and /feeds/ceneo.xml (feeds.ts) are catalogue answers: kept in the read
// cache until a product or drop changes or the schedule steps, so they are never behind.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { tags } from '../../catalogue/cached-reads.ts';
import { sendEncoded } from '../../catalogue/encoded-body.ts';
import { ceneoFeed, googleFeed, productsOnSale } from './feeds.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

type FeedWriter = (app: FastifyInstance, now: Date) => Promise<string>;

const FEEDS: Record<string, FeedWriter> = {
  '/feeds/google.xml': async (app, now) =>
    googleFeed(await productsOnSale(app.db, now), app.config.publicUrl, now),
  '/feeds/ceneo.xml': async (app, now) =>
    ceneoFeed(await productsOnSale(app.db, now), app.config.publicUrl),
};

const SITEMAP_KEPT_MS = 60 * 60 * 1000;

export const feedRoutes: FastifyPluginAsync = async (app) => {
  let kept: { xml: string; until: number } | undefined;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const now = app.clock.now();
    if (!kept || kept.until <= now.getTime()) {
      const xml = await sitemapXml(app.db, app.config.publicUrl, now);
      kept = { xml, until: now.getTime() + SITEMAP_KEPT_MS };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(kept.xml);
  });

  for (const [url, write] of Object.entries(FEEDS)) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const now = app.clock.now();
      const { cache, schedule } = app.catalogue;
      const feed = await cache.get(`feed:${url}`, now.getTime(), async (at) => {
        const moment = new Date(at);
        return {
          statusCode: 200,
          text: await write(app, moment),
          // Any product change (price, stock, sale, withdrawal) and any drop change end it.
          tags: [tags.search, tags.drops],
          expiresAt: await schedule.nextChange(moment),
        };
      });
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('vary', 'accept-encoding');
      return sendEncoded(reply, feed, request.headers['accept-encoding']);
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(app.config.publicUrl)),
  );
};
