// POST /api/drops/{id}/lobby (logged-in shoppers): join the drop's lobby, or ask where one
// stands in it; GET /api/drops/{id}/lobby/challenge: the proof of work that joining costs;
// GET /api/drops/{id}/lobby/admission: the account's admission, for another tab or device
// (decision 031). A live stream opened with an answer's ticket carries the next answers (live.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import {
  lobbyAdmissionSchema,
  lobbyAnswerSchema,
  lobbyChallengeSchema,
  lobbyJoinSchema,
} from '@shop/shared/lobby';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { lobbyLiveFeed } from './live.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import { accountCreatedAt } from '../../modules/auth/index.ts';
import { findDropRow } from '../../modules/drops/index.ts';
import {
  admissionOf,
  lobbyChallenges,
  lobbyBoards,
  lobbySightings,
  lobbyTickets,
  pollLobby,
  type LobbyDeps,
  type LobbyProof,
} from '../../modules/lobby/index.ts';

const DROP_MS = 1_000;

export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  // A poll writes only the lobby's own tables: no catalogue answer waits on the change feed.
  app.addHook('onRequest', changesNoCatalogue);
  const createdAt = new LRUCache<number, Promise<Date | null>>({ max: 100_000 });
  const deps: LobbyDeps = {
    db: app.db,
    settings: app.config.lobby,
    tokens: app.admissionTokens,
    tickets: lobbyTickets(app.config.jwt.secret),
    challenges: lobbyChallenges(app.config.jwt.secret, app.config.lobby.challengeCost),
    accountCreatedAt: (userId) => {
      // An account's creation never changes: read once per process (LOBBY_HOLD_NEW_ACCOUNTS).
      let known = createdAt.get(userId);
      if (!known) {
        createdAt.set(userId, (known = accountCreatedAt(app.db, userId)));
        known.catch(() => createdAt.delete(userId));
      }
      return known;
    },
    board: lobbyBoards(app.db),
    sightings: lobbySightings(app.db, app.config.lobby.graceMs),
  };
  // A drop's start and lobby flag, read at most once a second per drop by this process (they
  // change only before the start, and the lobby opens minutes before it).
  const drops = new LRUCache<number, { at: number; row: ReturnType<typeof findDropRow> }>({
    max: 1_000,
  });
  const dropOf = async (id: number) => {
    let known = drops.get(id);
    if (!known || Date.now() - known.at > DROP_MS) {
      known = { at: Date.now(), row: findDropRow(app.db, id) };
      drops.set(id, known);
      known.row.catch(() => drops.delete(id));
    }
    const drop = await known.row;
    if (!drop) throw notFound('Nie znaleziono kolekcji');
    return drop;
  };
  // Streams opened with a lobby ticket carry the shopper's place (live.ts).
  app.live.lobby = lobbyLiveFeed(app, deps, dropOf);

  app.get(
    '/drops/:id/lobby/challenge',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['drops'],
        summary: "The proof of work that joining a drop's lobby costs (ALTCHA)",
        params: idParamSchema,
        response: { 200: lobbyChallengeSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const drop = await dropOf(request.params.id);
      const challenge = await deps.challenges.issue(
        currentUser(request).id,
        drop.id,
        app.clock.now(),
      );
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  );

  app.post(
    '/drops/:id/lobby',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['drops'],
        summary: "Join a drop's lobby at its opening, or ask where one stands in it",
        params: idParamSchema,
        body: lobbyJoinSchema,
        response: {
          200: lobbyAnswerSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const drop = await dropOf(request.params.id);
      const proof = request.body?.proof as LobbyProof | undefined;
      return pollLobby(deps, drop, currentUser(request).id, app.clock.now(), proof);
    },
  );

  app.get(
    '/drops/:id/lobby/admission',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['drops'],
        summary: "The account's admission to a drop while its lobby runs, with its token",
        params: idParamSchema,
        response: { 200: lobbyAdmissionSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const drop = await dropOf(request.params.id);
      return admissionOf(deps, drop, currentUser(request).id, app.clock.now());
    },
  );
};
