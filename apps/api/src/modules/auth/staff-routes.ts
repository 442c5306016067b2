// Staff accounts (MANAGE_STAFF, staff.ts): GET /api/admin/staff, POST /api/admin/staff (invite),
// PUT /api/admin/staff/{id} (scopes), POST /api/admin/staff/{id}/deactivate,
// POST /api/admin/staff/{id}/invitation (the invitation again, for one who has not set a password),
// PUT /api/admin/staff/{id}/passkey (signs in to the panel only with a passkey, docs/passkeys.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/shared/http';
import { passkeyRequirementSchema } from '@shop/shared/passkeys';
import {
  staffInviteSchema,
  staffListSchema,
  staffMemberSchema,
  staffScopesSchema,
} from '@shop/shared/scopes';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { requireScope } from '../../http/auth-guard.ts';
import { actorOf } from '../audit/index.ts';
import {
  deactivateStaff,
  inviteStaff,
  listStaff,
  resendInvitation,
  setPasskeyRequirement,
  setStaffScopes,
} from './staff.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  const guard = { preHandler: requireScope('MANAGE_STAFF') };

  app.get(
    '/admin/staff',
    { ...guard, schema: { tags: ['auth'], response: { 200: staffListSchema, ...errors } } },
    async () => ({ items: await listStaff(app.db) }),
  );

  app.post(
    '/admin/staff',
    {
      ...guard,
      schema: {
        tags: ['auth'],
        summary:
          'Invite a staff member: an account with these scopes and an e-mailed link to set its password',
        body: staffInviteSchema,
        response: { 201: staffMemberSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteStaff(app.db, request.body, actorOf(request), app.clock.now())),
  );

  app.put(
    '/admin/staff/:id',
    {
      ...guard,
      schema: {
        tags: ['auth'],
        summary: "A staff member's scopes from now on (their sessions end)",
        params: idParamSchema,
        body: staffScopesSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) =>
      setStaffScopes(
        { db: app.db, sessions: app.sessions },
        request.params.id,
        request.body.scopes,
        actorOf(request),
        app.clock.now(),
      ),
  );

  app.post(
    '/admin/staff/:id/deactivate',
    {
      ...guard,
      schema: {
        tags: ['auth'],
        summary: 'Switch a staff account off: no login, and its sessions end at once',
        params: idParamSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) =>
      deactivateStaff(
        { db: app.db, sessions: app.sessions },
        request.params.id,
        actorOf(request),
        app.clock.now(),
      ),
  );

  app.post(
    '/admin/staff/:id/invitation',
    {
      ...guard,
      schema: {
        tags: ['auth'],
        summary: 'Send the invitation again: a new link, the earlier ones stop working',
        params: idParamSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) =>
      resendInvitation(app.db, request.params.id, actorOf(request), app.clock.now()),
  );

  app.put(
    '/admin/staff/:id/passkey',
    {
      ...guard,
      schema: {
        tags: ['auth'],
        summary:
          "Whether the member signs in to the panel only with a passkey (on: the member's sessions end)",
        params: idParamSchema,
        body: passkeyRequirementSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) =>
      setPasskeyRequirement(
        { db: app.db, sessions: app.sessions },
        request.params.id,
        request.body.passkeyRequired,
        actorOf(request),
        app.clock.now(),
      ),
  );
};
