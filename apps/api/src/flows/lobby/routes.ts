// POST /api/drops/{id}/lobby (logged-in shoppers): join the drop's lobby, or ask where one
// stands in it (decision 031). The admission check of carts and orders is registered here too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { lobbyAnswerSchema } from '@shop/shared/lobby';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import { findDropRow } from '../../modules/drops/service.ts';
import { lobbyStates, pollLobby, type LobbyDeps } from '../../modules/lobby/service.ts';

export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LobbyDeps = {
    db: app.db,
    settings: app.config.lobby,
    tokens: app.admissionTokens,
    state: lobbyStates(app.db),
  };
  app.post(
    '/drops/:id/lobby',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['drops'],
        summary: "Join a drop's lobby at its opening, or ask where one stands in it",
        params: idParamSchema,
        response: {
          200: lobbyAnswerSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const drop = await findDropRow(app.db, request.params.id);
      if (!drop) throw notFound('Nie znaleziono kolekcji');
      return pollLobby(deps, drop, currentUser(request).id, app.clock.now());
    },
  );
};
