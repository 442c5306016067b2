// The manufacturers registry for staff with CREATE_PRODUCT (decision 028): list, add, edit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/shared/http';
import {
  manufacturerInputSchema,
  manufacturerListSchema,
  manufacturerSchema,
} from '@shop/shared/product-safety';
import { requireScope } from '../../http/auth-guard.ts';
import { rejectInvalid } from '../../http/validation.ts';
import { actorOf } from '../audit/index.ts';
import { createManufacturer, listManufacturers, updateManufacturer } from './manufacturers.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

export const manufacturerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manufacturers',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary: 'The manufacturers registry, by name (CREATE_PRODUCT)',
        response: { 200: manufacturerListSchema, ...errors },
      },
    },
    async () => ({ items: await listManufacturers(app.db) }),
  );

  app.post(
    '/manufacturers',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary:
          'Add a manufacturer: name, postal and electronic address, the EU responsible person of one outside the EU (CREATE_PRODUCT)',
        body: manufacturerInputSchema,
        response: { 201: manufacturerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createManufacturer(app.db, request.body, actorOf(request), app.clock.now())),
  );

  app.put(
    '/manufacturers/:id',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary: "Edit a manufacturer; its products' pages show the change (CREATE_PRODUCT)",
        params: idParamSchema,
        body: manufacturerInputSchema,
        response: { 200: manufacturerSchema, ...errors },
      },
    },
    async (request) =>
      updateManufacturer(
        app.db,
        request.params.id,
        request.body,
        actorOf(request),
        app.clock.now(),
      ),
  );
};
