// GET /sitemap.xml and GET /robots.txt at the site's root (see sitemap.ts). The sitemap is read
// at most once an hour per process: search engines come rarely, and it walks the catalogue.
import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const SITEMAP_KEPT_MS = 60 * 60 * 1000;

export const seoRoutes: FastifyPluginAsync = async (app) => {
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

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(app.config.publicUrl)),
  );
};
