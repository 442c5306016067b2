// POST /api/auth/register and /api/auth/login.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import {
  authResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '@shop/shared/accounts';
import { errorBodySchema } from '@shop/shared/http';
import { login, register } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a shopper and log them in',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await register(app, request.body)),
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
};
