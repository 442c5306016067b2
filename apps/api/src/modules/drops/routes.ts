// GET /api/drops, /api/drops/next, /api/drops/latest, /api/drops/{idOrSlug},
// /api/drops/{id}/calendar.ics; POST /api/drops;
// PUT and DELETE /api/drops/{id} (staff). Cached drop answers end through the change feed.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDropInputSchema,
  dropPageSchema,
  dropSchema,
  dropsQuerySchema,
  updateDropInputSchema,
  type Drop,
} from '@shop/shared/catalogue';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { requireScope } from '../../http/auth-guard.ts';
import {
  createDrop,
  deleteDrop,
  getDrop,
  getLatestDrop,
  getNextDrop,
  listDrops,
  updateDrop,
} from './service.ts';
import { rejectInvalid } from '../../http/validation.ts';
import { dropCalendar } from './calendar.ts';
import { serveCatalogue, tags, type CatalogueRead } from '../../catalogue/cached-reads.ts';
import { actorOf } from '../audit/index.ts';
import { errorAnswers } from '../../http/error-answers.ts';

/** Drops show nothing staff-only: every viewer gets the same, cached answer. */
const dropRead = { tags: () => [tags.drops], notFoundTags: [tags.drops], staff: false };

/** The latest started drop as GET /api/drops/latest reads it (also for the landing's HTML). */
export const latestDropRead = (app: FastifyInstance): CatalogueRead<Drop> => ({
  ...dropRead,
  read: (now) => getLatestDrop(app.db, now),
});

/** One drop as GET /api/drops/{idOrSlug} reads it (also for the HTML of its page). */
export const oneDropRead = (app: FastifyInstance, idOrSlug: string): CatalogueRead<Drop> => ({
  ...dropRead,
  read: (now) => getDrop(app.db, idOrSlug, now),
});

const errors = errorAnswers(400, 404);

export const dropRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drops',
    {
      attachValidation: true,
      preHandler: rejectInvalid,
      schema: {
        tags: ['drops'],
        summary: 'List drops (upcoming=true: not started, soonest first; false: started)',
        querystring: dropsQuerySchema,
        response: { 200: dropPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      serveCatalogue(app, request, reply, {
        ...dropRead,
        read: (now) => listDrops(app.db, request.query, now),
      }),
  );

  app.get(
    '/drops/next',
    {
      schema: {
        tags: ['drops'],
        summary: 'The soonest upcoming drop',
        response: { 200: dropSchema, ...errors },
      },
    },
    async (request, reply) =>
      serveCatalogue(app, request, reply, {
        ...dropRead,
        read: (now) => getNextDrop(app.db, now),
      }),
  );

  app.get(
    '/drops/latest',
    {
      schema: {
        tags: ['drops'],
        summary: 'The most recently started drop',
        response: { 200: dropSchema, ...errors },
      },
    },
    async (request, reply) => serveCatalogue(app, request, reply, latestDropRead(app)),
  );

  app.get(
    '/drops/:id/calendar.ics',
    {
      schema: {
        tags: ['drops'],
        summary: 'The drop’s opening as an iCalendar file (RFC 5545) with an alarm',
        params: idParamSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const drop = await getDrop(app.db, String(request.params.id), now);
      const settings = {
        publicUrl: app.config.publicUrl,
        lobbyOpensBeforeMs: app.config.lobby.opensBeforeMs,
      };
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="kolekcja-${drop.id}.ics"`)
        .header('cache-control', 'public, max-age=60')
        .send(dropCalendar(drop, settings, now));
    },
  );

  app.get(
    '/drops/:idOrSlug',
    {
      schema: {
        tags: ['drops'],
        summary: 'One drop by id or slug',
        params: z.object({ idOrSlug: z.string() }),
        response: { 200: dropSchema, ...errors },
      },
    },
    async (request, reply) =>
      serveCatalogue(app, request, reply, oneDropRead(app, request.params.idOrSlug)),
  );

  app.post(
    '/drops',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_DROP'), rejectInvalid],
      schema: {
        tags: ['drops'],
        summary: 'Create a drop (CREATE_DROP)',
        body: createDropInputSchema,
        response: {
          201: dropSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDrop(app.db, request.body, app.clock.now(), actorOf(request))),
  );

  const staffErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };

  app.put(
    '/drops/:id',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_DROP'), rejectInvalid],
      schema: {
        tags: ['drops'],
        summary: 'Edit a drop (CREATE_DROP); its start only while it has not started',
        params: idParamSchema,
        body: updateDropInputSchema,
        response: { 200: dropSchema, ...staffErrors },
      },
    },
    async (request) =>
      updateDrop(app.db, request.params.id, request.body, app.clock.now(), actorOf(request)),
  );

  app.delete(
    '/drops/:id',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_DROP'), rejectInvalid],
      schema: {
        tags: ['drops'],
        summary: 'Delete a drop without products (CREATE_DROP)',
        params: idParamSchema,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await deleteDrop(app.db, request.params.id, app.clock.now(), actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
