// POST /api/payments/notifications: the webhook every provider (and the simulator) posts to;
// POST /api/payments/refunds/notification: the same for refunds' outcomes; GET
// /api/payments/methods: what checkout may offer. Plus the configured provider's own pages: the
// simulator's, or the Przelewy24 redirect.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_EVENT_OUTCOMES, REFUND_NOTIFICATION_OUTCOMES } from '@shop/shared/payments';
import { przelewy24Routes } from './przelewy24-routes.ts';
import { receiveNotification, receiveRefundNotification } from './notifications.ts';
import { simulatorRoutes } from './simulator-routes.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { paymentMethodsSchema } from '@shop/shared/payment-methods';
import { methodsCatalogue } from './methods.ts';

/** Notifications are a few hundred bytes; every one is logged, so junk stays small. */
const NOTIFICATION_BODY_LIMIT = 16 * 1024;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  /** What a notification is handled with: the provider that signs it, at the request's time. */
  const notificationDeps = (request: FastifyRequest) => ({
    db: app.db,
    provider,
    now: app.clock.now(),
    log: request.log,
    seller: app.config.operator,
  });

  app.post(
    '/payments/notifications', // = NOTIFICATION_PATH under the /api prefix
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'Payment notification (Przelewy24 format, signed)',
        body: z.unknown(),
        response: {
          200: z.object({ status: z.literal('OK'), outcome: z.enum(PAYMENT_EVENT_OUTCOMES) }),
          ...errorAnswers(400, 404, 502),
        },
      },
    },
    async (request) => {
      const outcome = await receiveNotification(notificationDeps(request), request.body);
      return { status: 'OK' as const, outcome };
    },
  );

  app.post(
    '/payments/refunds/notification', // = REFUND_NOTIFICATION_PATH under the /api prefix
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'Refund notification (Przelewy24 format, signed)',
        body: z.unknown(),
        response: {
          200: z.object({ status: z.literal('OK'), outcome: z.enum(REFUND_NOTIFICATION_OUTCOMES) }),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request) => {
      const outcome = await receiveRefundNotification(notificationDeps(request), request.body);
      return { status: 'OK' as const, outcome };
    },
  );

  const methods = methodsCatalogue(provider, () => app.clock.now().getTime());
  app.get(
    '/payments/methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods offered for an amount (Przelewy24 payment/methods, no BLIK)',
        querystring: z.object({
          amount: z.coerce
            .number({ error: 'Podaj kwotę w groszach' })
            .int('Podaj kwotę w groszach')
            .min(1, 'Podaj kwotę w groszach')
            .max(100_000_000, 'Kwota jest za duża'),
        }),
        response: { 200: paymentMethodsSchema, ...errorAnswers(400) },
      },
    },
    async (request) => ({ methods: await methods.methodsFor(request.query.amount, request.log) }),
  );

  if (provider.name === 'simulator') await app.register(simulatorRoutes, { provider, methods });
  else await app.register(przelewy24Routes, { provider, methods });
};
