// POST /api/auth/register, /api/auth/login, /api/auth/logout, /api/auth/password-check (how
// strong a password being typed is) and the password reset (/api/auth/password-reset,
// /api/auth/password-reset/confirm); GET /api/auth/invitation, a staff
// invitation's link read for its „Witaj w zespole” page (set through the reset's confirm).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_CHECKS, PASSWORD_RESETS, REGISTRATIONS } from '../../http/action-limits.ts';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import {
  authResponseSchema,
  loginRequestSchema,
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@shop/shared/accounts';
import { errorBodySchema } from '@shop/shared/http';
import { requireAuth, currentUser } from '../../http/auth-guard.ts';
import { staffInvitationSchema } from '@shop/shared/scopes';
import { confirmPasswordReset, readInvitation, requestPasswordReset } from './password-reset.ts';
import { checkPassword, endSessions, login, register } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a shopper and log them in',
        body: registerRequestSchema,
        response: {
          201: authResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await app.limits.take(REGISTRATIONS, request.ip);
      return reply.status(201).send(await register(app, request.body));
    },
  );

  // Answers as the shopper types (the form asks a moment after the last key): the same check
  // the server applies when the password is set, so the form never promises what it refuses.
  // Bounded work (128 characters at most), PASSWORD_CHECKS per client address; nothing kept.
  app.post(
    '/auth/password-check',
    {
      schema: {
        tags: ['auth'],
        summary: 'How strong a password is, with Polish hints, before it is set',
        body: passwordCheckRequestSchema,
        response: { 200: passwordCheckResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await app.limits.take(PASSWORD_CHECKS, request.ip);
      return checkPassword(request.body);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: loginRequestSchema,
        response: {
          200: authResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => login(app, request.body, request.ip),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Log out: every token of the account stops counting, on every device',
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await endSessions(app, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-reset link; the same answer whether the address has an account',
        body: passwordResetRequestSchema,
        response: { 202: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await app.limits.take(PASSWORD_RESETS, `ip:${request.ip}`);
      await app.limits.take(PASSWORD_RESETS, `email:${request.body.email}`);
      await requestPasswordReset(app, request.body);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with a reset link (its token); ends every session of the account',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(app, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/invitation',
    {
      schema: {
        tags: ['auth'],
        summary:
          "A staff invitation's link, read without using it: the account, who invited, until when",
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: staffInvitationSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readInvitation(app.db, request.query.token, app.clock.now());
    },
  );
};
