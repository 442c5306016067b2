// Health checks for a supervisor or load balancer:
//   GET /api/health/live   the process answers (restart it when this fails);
//   GET /api/health/ready  it can serve: the database answers within a second (take it out of
//                          rotation while this fails, 503); GET /api/health is the same check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '@shop/shared/http';

/** Readiness waits this long for the database, even when every connection is busy. */
const READY_TIMEOUT_MS = 1_000;

const ok = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: false } as const;
  const ready = async (_request: unknown, reply: { status(code: number): unknown }) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.db.execute(sql`select 1`), timeout]);
      return { status: 'ok' as const };
    } catch {
      reply.status(503);
      return {
        statusCode: 503,
        code: 'NotReadyException',
        message: 'Baza danych nie odpowiada',
      };
    } finally {
      clearTimeout(timer);
    }
  };
  const readySchema = { tags: ['health'], response: { 200: ok, 503: errorBodySchema } };
  app.get('/health', { config, schema: readySchema }, ready);
  app.get('/health/ready', { config, schema: readySchema }, ready);
  app.get(
    '/health/live',
    { config, schema: { tags: ['health'], response: { 200: ok } } },
    async () => ({ status: 'ok' as const }),
  );
};
