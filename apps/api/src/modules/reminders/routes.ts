// Drop reminders, „Przypomnij mi” (docs/product-rules.md, "Przypomnij mi"):
// POST /api/drops/{id}/reminders: logged in → confirmed at once (201 { reminded: true });
//   otherwise { email } → a confirmation link is e-mailed (202, the same for a known address);
//   409 once the drop has started;
// GET /api/drops/{id}/reminders (logged in): { reminded } for the shopper;
// DELETE /api/drops/{id}/reminders (logged in): „Nie przypominaj”;
// POST /api/drop-reminders/confirm { confirmToken }: the confirmation link's page confirms it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import {
  confirmedDropReminderSchema,
  dropReminderConfirmSchema,
  dropReminderRequestSchema,
  dropReminderSchema,
} from '@shop/shared/reminders';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { currentUser, optionalAuth, requireAuth } from '../../http/auth-guard.ts';
import { badRequest } from '../../http/errors.ts';
import { rejectInvalid } from '../../http/validation.ts';
import {
  cancelReminder,
  confirmReminder,
  reminderOf,
  remindAccount,
  remindAddress,
} from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const tags = ['reminders'];
const errors = errorAnswers(400, 401, 404, 409);

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  const deps = {
    db: app.db,
    clock: app.clock,
    lobbyOpensBeforeMs: app.config.lobby.opensBeforeMs,
  };

  app.post(
    '/drops/:id/reminders',
    {
      attachValidation: true,
      preHandler: [optionalAuth, rejectInvalid],
      schema: {
        tags,
        summary: 'Remind me when the drop opens (logged in: at once; an address: after its link)',
        params: idParamSchema,
        // The address is needed only without logging in (checked below).
        body: dropReminderRequestSchema.partial().optional(),
        response: { 201: dropReminderSchema, 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const dropId = request.params.id;
      if (request.user) {
        return reply.status(201).send(await remindAccount(deps, dropId, request.user.id));
      }
      const email = request.body?.email;
      if (!email) throw badRequest('Email jest wymagany');
      await remindAddress(deps, dropId, email);
      return reply.status(202).send(null);
    },
  );

  app.get(
    '/drops/:id/reminders',
    {
      attachValidation: true,
      preHandler: [requireAuth, rejectInvalid],
      schema: {
        tags,
        summary: 'Whether the logged-in shopper is reminded of the drop',
        params: idParamSchema,
        response: { 200: dropReminderSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await reminderOf(app.db, request.params.id, currentUser(request).id)),
  );

  app.delete(
    '/drops/:id/reminders',
    {
      attachValidation: true,
      preHandler: [requireAuth, rejectInvalid],
      schema: {
        tags,
        summary: 'Cancel the logged-in shopper’s reminder of the drop („Nie przypominaj”)',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelReminder(deps, request.params.id, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/drop-reminders/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a drop reminder with the e-mailed link’s token',
        body: dropReminderConfirmSchema,
        response: { 200: confirmedDropReminderSchema, 400: errorBodySchema },
      },
    },
    async (request) => confirmReminder(deps, request.body.confirmToken),
  );
};
