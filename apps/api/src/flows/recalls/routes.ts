// A product recall (GPSR art. 35-36; decision 039), for staff with CREATE_PRODUCT:
// POST /api/products/{id}/recall {notice} -> {id, recalledAt, notified}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shop/shared/http';
import { productRecallSchema, recallRequestSchema } from '@shop/shared/recalls';
import { requireScope } from '../../http/auth-guard.ts';
import { actorOf } from '../../modules/audit/index.ts';
import { recall } from './recall.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

export const recallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/recall',
    {
      onRequest: requireScope('CREATE_PRODUCT'),
      schema: {
        tags: ['products'],
        summary:
          'Recall a dangerous product (GPSR art. 35-36): off sale for good, every buyer of a paid order e-mailed the notice',
        params: idParamSchema,
        body: recallRequestSchema,
        response: { 200: productRecallSchema, ...errors },
      },
    },
    async (request) =>
      recall(app.db, request.params.id, request.body, app.clock.now(), actorOf(request)),
  );
};
