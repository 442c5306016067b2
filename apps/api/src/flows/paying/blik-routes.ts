// POST /api/orders/{id}/blik: the shopper pays their unpaid order with a BLIK code typed in the
// shop; GET /api/orders/{id}/blik: where that payment stands (the page follows it until paid).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blikChargeRequestSchema, blikPaymentSchema } from '@shop/shared/blik';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { blikPaymentOf, chargeBlik } from './blik.ts';
import { payerOf } from './payer.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export const blikRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/blik',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: 'Pay an unpaid order with a BLIK code (the shopper confirms in the bank app)',
        params: idParamSchema,
        body: blikChargeRequestSchema,
        response: { 200: blikPaymentSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      chargeBlik(
        {
          db: app.db,
          provider: app.payments,
          now: app.clock.now(),
          publicUrl: app.config.publicUrl,
          log: request.log,
        },
        currentUser(request).id,
        request.params.id,
        request.body.code,
        payerOf(request),
      ),
  );

  app.get(
    '/orders/:id/blik',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: "Where the order's BLIK payment stands",
        params: idParamSchema,
        response: { 200: blikPaymentSchema, ...errors },
      },
    },
    async (request) =>
      blikPaymentOf(app.db, currentUser(request).id, request.params.id, app.clock.now()),
  );
};
