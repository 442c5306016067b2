// POST /api/newsletter/emails: 204 for a new and a repeated address alike.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { z } from 'zod';
import { newsletterRequestSchema } from '@shop/shared/accounts';
import { errorBodySchema } from '@shop/shared/http';
import { subscribe } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  app.post(
    '/newsletter/emails',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterRequestSchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, request.body.email);
      return reply.status(204).send(null);
    },
  );
};
