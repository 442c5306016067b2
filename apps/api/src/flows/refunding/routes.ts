// POST /api/admin/orders/{id}/refunds (UPDATE_ORDERS): "Zwróć pieniądze", the whole order or
// chosen lines, through the payment provider (docs/refunds.md). An Idempotency-Key header makes
// a repeat of the same request answer the same refund instead of making a second one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { adminOrderSchema, refundRequestSchema } from '@shop/shared/orders';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@shop/shared/refunds';
import { currentUser, requireScope } from '../../http/auth-guard.ts';
import { badRequest } from '../../http/errors.ts';
import { refundOrder } from './refunding.ts';
import { actorOf } from '../../modules/audit/index.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403);

/** The request's Idempotency-Key, if it sent one. */
function idempotencyKeyOf(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
}

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/:id/refunds',
    {
      onRequest: requireScope('UPDATE_ORDERS'),
      schema: {
        tags: ['orders'],
        summary: 'Refund a paid order, whole or chosen lines, through the payment provider',
        params: idParamSchema,
        body: refundRequestSchema,
        response: { 200: adminOrderSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      refundOrder(
        { db: app.db, provider: app.payments, log: request.log, now: app.clock.now() },
        request.params.id,
        request.body,
        currentUser(request),
        idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
        actorOf(request),
      ),
  );
};
