// GET /api/users/me/export ("Pobierz moje dane", a JSON file) and DELETE /api/users/me
// ("Usuń konto", confirmed with the password). docs/privacy.md says what each covers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountRequestSchema } from '@shop/shared/accounts';
import { errorBodySchema } from '@shop/shared/http';
import { myDataSchema } from '@shop/shared/privacy';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { deleteMyAccount, exportMyData } from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401);

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Authenticate before body validation, so a guest gets 401 rather than a 400.
  app.addHook('onRequest', requireAuth);

  app.get(
    '/users/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything the shop holds about the shopper, as a JSON file to save',
        response: { 200: myDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { data, fileName } = await exportMyData(
        app.db,
        currentUser(request).id,
        app.clock.now(),
      );
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags: ['account'],
        body: deleteAccountRequestSchema,
        summary: 'Delete the account: personal data erased, orders kept anonymised, sessions end',
        response: { 204: z.null(), 403: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteMyAccount(app, currentUser(request).id, request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );
};
