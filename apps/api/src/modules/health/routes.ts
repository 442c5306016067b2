// Health checks for a supervisor or load balancer:
//   GET /api/health/live   the process answers (restart it when this fails);
//   GET /api/health/ready  it can serve: the database answers within a second (take it out of
//                          rotation while this fails, 503); GET /api/health is the same check.
// Each also says how many log lines were lost (logDropped, log-output.ts), without failing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '@shop/shared/http';

/** Readiness waits this long for the database, even when every connection is busy. */
const READY_TIMEOUT_MS = 1_000;

const ok = z.object({
  status: z.literal('ok'),
  /** Log lines lost since the start, once there are any: the log's reader is slow or gone. */
  logDropped: z.number().int().optional(),
  /** Why the log stopped for good (e.g. EPIPE: its reader went away), when it did. */
  logError: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: false } as const;
  // A process whose log is lost still serves: it says so, and stays ready.
  const healthy = () => {
    const { dropped, error } = app.logOutput.loss;
    return {
      status: 'ok' as const,
      ...(dropped > 0 ? { logDropped: dropped } : {}),
      ...(error !== null ? { logError: error } : {}),
    };
  };
  const ready = async (_request: unknown, reply: { status(code: number): unknown }) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.db.execute(sql`select 1`), timeout]);
      return healthy();
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
    async () => healthy(),
  );
};
