// Passkeys (passkeys.ts, docs/passkeys.md). Signing in: POST /api/auth/passkey/options, then
// POST /api/auth/passkey with the browser's answer. The account's own: GET /api/users/me/passkeys,
// POST /api/users/me/passkeys/options, then POST /api/users/me/passkeys with the browser's answer,
// PATCH and DELETE /api/users/me/passkeys/{id} (name, remove).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponseSchema } from '@shop/shared/accounts';
import { idParamSchema } from '@shop/shared/http';
import {
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySchema,
  passkeySignInSchema,
} from '@shop/shared/passkeys';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { PASSKEY_SIGN_INS } from '../../http/action-limits.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  signInWithPasskey,
  type PasskeyDeps,
} from './passkeys.ts';

const noStore = { 'cache-control': 'private, no-store' };

export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  const deps: PasskeyDeps = {
    db: app.db,
    clock: app.clock,
    tokens: app.tokens,
    sessions: app.sessions,
    site: app.config.passkeys,
  };

  app.post(
    '/auth/passkey/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Begin signing in with a passkey: a single-use challenge, valid five minutes',
        response: { 200: passkeyOptionsSchema, ...errorAnswers(429) },
      },
    },
    async (request, reply) => {
      await app.limits.take(PASSKEY_SIGN_INS, request.ip);
      return reply.headers(noStore).send(await signInOptions(deps));
    },
  );

  app.post(
    '/auth/passkey',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign in with a passkey: the browser's signed answer; no other session ends",
        body: passkeySignInSchema,
        response: { 200: authResponseSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => signInWithPasskey(deps, request.body.response),
  );

  await app.register(ownPasskeyRoutes(deps));
};

/** The account's own passkeys: logged in (401 before the body is read). */
const ownPasskeyRoutes =
  (deps: PasskeyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Authenticate before body validation, so a guest gets 401 rather than a 400.
    app.addHook('onRequest', requireAuth);
    const errors = errorAnswers(400, 401, 403, 404, 409);

    app.get(
      '/users/me/passkeys',
      {
        schema: {
          tags: ['account'],
          summary:
            "The account's passkeys, whether it must use one, whether this session may manage them",
          response: { 200: passkeyListSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(await listPasskeys(deps, currentUser(request))),
    );

    app.post(
      '/users/me/passkeys/options',
      {
        schema: {
          tags: ['account'],
          summary: 'Begin adding a passkey: a single-use challenge, valid five minutes',
          response: { 200: passkeyOptionsSchema, ...errors, ...errorAnswers(429) },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await app.limits.take(PASSKEY_SIGN_INS, `user:${user.id}`);
        return reply.headers(noStore).send(await registrationOptions(deps, user));
      },
    );

    app.post(
      '/users/me/passkeys',
      {
        schema: {
          tags: ['account'],
          summary: "Add a passkey: the browser's answer; no session ends",
          body: passkeyRegistrationSchema,
          response: { 201: passkeySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await registerPasskey(deps, currentUser(request), request.body)),
    );

    app.patch(
      '/users/me/passkeys/:id',
      {
        schema: {
          tags: ['account'],
          summary: 'Rename a passkey',
          params: idParamSchema,
          body: passkeyRenameSchema,
          response: { 200: passkeySchema, ...errors },
        },
      },
      async (request) =>
        renamePasskey(deps, currentUser(request), request.params.id, request.body.name),
    );

    app.delete(
      '/users/me/passkeys/:id',
      {
        schema: {
          tags: ['account'],
          summary: 'Remove a passkey (the last one of an account that must use one stays)',
          params: idParamSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removePasskey(deps, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
