// GET /metrics: the process's metrics in Prometheus' text format (http/metrics.ts), for the
// operator's scraper only: with `Authorization: Bearer $METRICS_TOKEN`; without that setting the
// route does not exist (404). Read at each scrape: the catalogue cache's counts, how far behind
// the change feed is, the e-mail outbox and the KSeF queue (depth and oldest item), live-stock
// connections and the database pool. docs/operations.md "Metrics" has the alert rules.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ksefBacklog } from '../../modules/ksef/index.ts';
import { outboxBacklog } from '../../modules/mail/index.ts';
import type { Database } from '../../db/client.ts';

const NOT_FOUND = { statusCode: 404, code: 'NotFoundException', message: 'Nie znaleziono' };

/** Compared as SHA-256 digests of equal length, in constant time: neither the token nor its length leaks. */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));
}

const secondsSince = (moment: Date | null, now: Date) =>
  moment ? Math.max(0, (now.getTime() - moment.getTime()) / 1000) : 0;

export function metricsRoutes(database: Database): FastifyPluginAsync {
  return async (app) => {
    const { gauge } = app.metrics;
    const now = () => app.clock.now();
    // Each process's own: added up over a cluster's workers.
    const own = { aggregation: 'sum' } as const;
    // The database's: every worker reads the same, so one answer stands for all.
    const shared = { aggregation: 'first' } as const;
    gauge(
      'shop_catalogue_cache_hits',
      'Catalogue answers served from memory since the process started',
      (set) => set(app.catalogue.cache.counts.hits),
      own,
    );
    gauge(
      'shop_catalogue_cache_reads',
      'Catalogue answers read from the database since the process started',
      (set) => set(app.catalogue.cache.counts.reads),
      own,
    );
    gauge(
      'shop_change_feed_lag_seconds',
      'Time for a notification to come back through the change feed (2 s: it did not)',
      async (set) => {
        const started = performance.now();
        await app.changes.sync().catch(() => undefined);
        set((performance.now() - started) / 1000);
      },
      { aggregation: 'max' },
    );
    gauge(
      'shop_outbox_emails',
      'E-mails in the outbox: waiting to go out, or given up',
      async (set) => {
        const backlog = await outboxBacklog(app.db);
        set(backlog.waiting, { state: 'waiting' });
        set(backlog.givenUp, { state: 'given_up' });
      },
      { ...shared, labelNames: ['state'] },
    );
    gauge(
      'shop_outbox_oldest_waiting_seconds',
      'Age of the oldest e-mail waiting to go out (0: none)',
      async (set) => set(secondsSince((await outboxBacklog(app.db)).oldest, now())),
      shared,
    );
    gauge(
      'shop_ksef_documents',
      'Invoices in the KSeF queue: waiting (queued, sending, sent), or refused',
      async (set) => {
        const backlog = await ksefBacklog(app.db);
        set(backlog.waiting, { state: 'waiting' });
        set(backlog.refused, { state: 'refused' });
      },
      { ...shared, labelNames: ['state'] },
    );
    gauge(
      'shop_ksef_oldest_waiting_seconds',
      'Age of the oldest invoice waiting for KSeF (0: none)',
      async (set) => set(secondsSince((await ksefBacklog(app.db)).oldest, now())),
      shared,
    );
    gauge(
      'shop_live_connections',
      'Open live-stock streams (GET /api/live)',
      (set) => set(app.live.size),
      own,
    );
    gauge(
      'shop_db_pool_connections',
      'Database connections: open, idle, requests waiting for one, and the most allowed',
      (set) => {
        const use = database.poolUse?.();
        if (!use) return;
        set(use.total, { state: 'open' });
        set(use.idle, { state: 'idle' });
        set(use.waiting, { state: 'waiting_requests' });
        set(use.max, { state: 'max' });
      },
      { ...own, labelNames: ['state'] },
    );

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) return reply.status(404).send(NOT_FOUND);
      if (!tokenMatches(request, token)) {
        return reply
          .status(401)
          .send({ statusCode: 401, code: 'UnauthorizedException', message: 'Nieprawidłowy token' });
      }
      reply.header('cache-control', 'no-store');
      return reply.type(app.metrics.registry.contentType).send(await app.metrics.text());
    });
  };
}
