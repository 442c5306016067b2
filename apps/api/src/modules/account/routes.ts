// The logged-in user's account: /api/users/me/addresses and /invoice-details (list, add, edit,
// delete; own rows only, another user's id is 404) and /change-password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { z } from 'zod';
import {
  addressInputSchema,
  addressSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  invoiceDetailsInputSchema,
  invoiceDetailsSchema,
} from '@shop/shared/accounts';
import { errorBodySchema, idParamSchema, pageOf, pageQuerySchema } from '@shop/shared/http';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { changePassword } from '../auth/index.ts';
import { addressService, invoiceDetailsService } from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401);
const notFoundErrors = { ...errors, ...errorAnswers(404) };

// Routes for addresses and invoice details are spelled out rather than generated: the zod
// type provider cannot infer bodies through a generic helper. The rules live in the service.
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['addresses'];
  app.get(
    '/users/me/addresses',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pageOf(addressSchema), ...errors },
      },
    },
    async (request) => addressService.list(app.db, currentUser(request).id, request.query),
  );
  app.post(
    '/users/me/addresses',
    {
      schema: {
        tags,
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addressService.create(app.db, currentUser(request).id, request.body)),
  );
  app.put(
    '/users/me/addresses/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, ...notFoundErrors },
      },
    },
    async (request) =>
      addressService.update(app.db, currentUser(request).id, request.params.id, request.body),
  );
  app.delete(
    '/users/me/addresses/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null(), ...notFoundErrors },
      },
    },
    async (request, reply) => {
      await addressService.remove(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

const invoiceDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoice-details'];
  app.get(
    '/users/me/invoice-details',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pageOf(invoiceDetailsSchema), ...errors },
      },
    },
    async (request) => invoiceDetailsService.list(app.db, currentUser(request).id, request.query),
  );
  app.post(
    '/users/me/invoice-details',
    {
      schema: {
        tags,
        body: invoiceDetailsInputSchema,
        response: { 201: invoiceDetailsSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invoiceDetailsService.create(app.db, currentUser(request).id, request.body)),
  );
  app.put(
    '/users/me/invoice-details/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: invoiceDetailsInputSchema,
        response: { 200: invoiceDetailsSchema, ...notFoundErrors },
      },
    },
    async (request) =>
      invoiceDetailsService.update(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    '/users/me/invoice-details/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null(), ...notFoundErrors },
      },
    },
    async (request, reply) => {
      await invoiceDetailsService.remove(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Authenticate before body validation, so a guest gets 401 rather than a 400.
  app.addHook('onRequest', requireAuth);

  await app.register(addressRoutes);
  await app.register(invoiceDetailsRoutes);

  app.post(
    '/users/me/change-password',
    {
      schema: {
        tags: ['account'],
        body: changePasswordRequestSchema,
        summary: 'Change the password: every session ends, the answer is a new one',
        response: {
          200: authResponseSchema,
          403: errorBodySchema,
          429: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => changePassword(app, currentUser(request), request.body, request.ip),
  );
};
