// POST /api/orders/{id}/blik: the shopper pays their unpaid order with a BLIK code typed in the
// shop (remembering their BLIK when they ticked the box), POST .../blik/one-click with the
// remembered BLIK, both within BLIK_CODES_PER_ORDER and BLIK_CODES (429 past them; a payment
// refused by the shop itself, before Przelewy24 is asked, gives its count back); GET
// /api/orders/{id}/blik: where that payment stands (the page follows it until paid). GET and
// DELETE /api/users/me/blik-alias: the remembered BLIK in account settings.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blikAliasAnswerSchema,
  blikChargeRequestSchema,
  blikOneClickRequestSchema,
  blikPaymentSchema,
  type BlikPayment,
} from '@shop/shared/blik';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { BLIK_CODES, BLIK_CODES_PER_ORDER } from '../../http/action-limits.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { blikPaymentOf, chargeBlik, chargeBlikAlias } from './blik.ts';
import { findBlikAlias, forgetBlikAlias, registeredAlias } from '../../modules/payments/index.ts';
import { payerOf } from './payer.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 404);

export const blikRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    provider: app.payments,
    now: app.clock.now(),
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  /**
   * Counts one BLIK payment against BLIK_CODES_PER_ORDER and BLIK_CODES (429 past them), and
   * gives the counts back when the shop refused it itself, before Przelewy24 was asked.
   */
  async function counted(
    request: FastifyRequest,
    orderId: number,
    pay: () => Promise<BlikPayment>,
  ) {
    const userId = currentUser(request).id;
    const forOrder = await app.limits.take(BLIK_CODES_PER_ORDER, `${userId}:${orderId}`);
    const forAccount = await app.limits.take(BLIK_CODES, userId).catch(async (error: unknown) => {
      await forOrder();
      throw error;
    });
    return pay().catch(async (error: unknown) => {
      await Promise.all([forOrder(), forAccount()]);
      throw error;
    });
  }

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
    async (request) =>
      counted(request, request.params.id, () =>
        chargeBlik(
          deps(request),
          currentUser(request).id,
          request.params.id,
          request.body,
          payerOf(request),
        ),
      ),
  );

  app.post(
    '/orders/:id/blik/one-click',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: "Pay an unpaid order with the account's remembered BLIK, without a code",
        params: idParamSchema,
        body: blikOneClickRequestSchema,
        response: { 200: blikPaymentSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      counted(request, request.params.id, () =>
        chargeBlikAlias(
          deps(request),
          currentUser(request).id,
          request.params.id,
          request.body.app,
          payerOf(request),
        ),
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

  app.get(
    '/users/me/blik-alias',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: "The account's remembered BLIK (for paying without a code), if any",
        response: { 200: blikAliasAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const alias = registeredAlias(await findBlikAlias(app.db, currentUser(request).id));
      return {
        alias: alias
          ? { label: alias.label, registeredAt: alias.registeredAt!.toISOString() }
          : null,
      };
    },
  );

  app.delete(
    '/users/me/blik-alias',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: 'Forget the remembered BLIK (the bank app may still list the shop)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await forgetBlikAlias(app.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
