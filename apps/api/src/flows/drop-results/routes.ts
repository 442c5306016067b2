// GET /api/admin/drops/{id}/stats (CREATE_DROP): how the drop did (results.ts). Staff only, read
// from the database each time (never from the catalogue cache).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropStatsSchema } from '@shop/shared/drop-results';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { requireScope } from '../../http/auth-guard.ts';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { dropResults } from './results.ts';

export const dropResultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  app.get(
    '/admin/drops/:id/stats',
    {
      preHandler: requireScope('CREATE_DROP'),
      schema: {
        tags: ['drops'],
        summary: "A drop's results: pieces, revenue, margin, sales per price step and per hour",
        params: idParamSchema,
        response: {
          200: dropStatsSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dropResults(app.db, app.config.lobby, request.params.id, app.clock.now());
    },
  );
};
