// /users/me/saved-searches: the logged-in shopper's saved searches (list, save, rename, delete).
// Another shopper's id is answered as absent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@shop/shared/http';
import {
  savedSearchListSchema,
  savedSearchRenameSchema,
  savedSearchRequestSchema,
  savedSearchSchema,
} from '@shop/shared/saved-searches';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  renameSavedSearch,
  savedSearchesOf,
} from './service.ts';

const tags = ['saved-searches'];
const errors = errorAnswers(400, 401);
const oneErrors = { ...errors, ...errorAnswers(404) };

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Authenticate before validation, so a guest gets 401 rather than a 400.
  app.addHook('onRequest', requireAuth);

  app.get(
    '/users/me/saved-searches',
    {
      schema: {
        tags,
        summary: 'The shopper’s saved searches',
        response: { 200: savedSearchListSchema, ...errors },
      },
    },
    async (request) => ({ items: await savedSearchesOf(app.db, currentUser(request).id) }),
  );

  app.post(
    '/users/me/saved-searches',
    {
      schema: {
        tags,
        summary:
          'Save a search (any of term, category, maxPrice): each piece it matches is told of once, when its drop opens or a price step brings it in',
        body: savedSearchRequestSchema,
        response: {
          200: savedSearchSchema,
          201: savedSearchSchema,
          ...errors,
          ...errorAnswers(409),
        },
      },
    },
    async (request, reply) => {
      const { search, created } = await createSavedSearch(
        app.db,
        currentUser(request).id,
        request.body,
        app.clock.now(),
      );
      // The same search again: the one kept, 200 (a second tap never doubles its e-mails).
      return reply.status(created ? 201 : 200).send(search);
    },
  );

  app.patch(
    '/users/me/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search',
        params: idParamSchema,
        body: savedSearchRenameSchema,
        response: { 200: savedSearchSchema, ...oneErrors },
      },
    },
    (request) =>
      renameSavedSearch(app.db, currentUser(request).id, request.params.id, request.body.name),
  );

  app.delete(
    '/users/me/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: idParamSchema,
        response: { 204: z.null(), ...oneErrors },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
