// POST /api/orders/{id}/blik: the shopper pays their unpaid order with a BLIK code typed in the
// shop, within BLIK_CODES_PER_ORDER and BLIK_CODES (429 past them; a code refused by the shop
// itself, before Przelewy24 is asked, gives its count back); GET /api/orders/{id}/blik: where
// that payment stands (the page follows it until paid).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blikChargeRequestSchema, blikPaymentSchema } from '@shop/shared/blik';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { BLIK_CODES, BLIK_CODES_PER_ORDER } from '../../http/action-limits.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { blikPaymentOf, chargeBlik } from './blik.ts';
import { payerOf } from './payer.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 404);

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
        response: { 200: blikPaymentSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const orderId = request.params.id;
      const forOrder = await app.limits.take(BLIK_CODES_PER_ORDER, `${userId}:${orderId}`);
      const forAccount = await app.limits.take(BLIK_CODES, userId).catch(async (error: unknown) => {
        await forOrder();
        throw error;
      });
      return chargeBlik(
        {
          db: app.db,
          provider: app.payments,
          now: app.clock.now(),
          publicUrl: app.config.publicUrl,
          log: request.log,
        },
        userId,
        orderId,
        request.body.code,
        payerOf(request),
      ).catch(async (error: unknown) => {
        await Promise.all([forOrder(), forAccount()]);
        throw error;
      });
    },
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
