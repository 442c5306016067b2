// POST /api/admin/receipts {orderId, receiptId} (CREATE_RECEIPT): links the fiscal receipt the
// staff browser printed to a PAID order without one (an order with invoice details is refused:
// it gets a VAT invoice).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { errorBodySchema } from '@shop/shared/http';
import { adminOrderSchema, receiptLinkRequestSchema } from '@shop/shared/orders';
import { currentUser, requireScope } from '../../http/auth-guard.ts';
import { attachReceipt } from './staff-changes.ts';
import { actorOf } from '../../modules/audit/index.ts';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  app.post(
    '/admin/receipts',
    {
      onRequest: requireScope('CREATE_RECEIPT'),
      schema: {
        tags: ['orders'],
        summary: 'Link a printed receipt to a PAID order (repeating the same link is accepted)',
        body: receiptLinkRequestSchema,
        response: {
          200: adminOrderSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      attachReceipt(app.db, request.body, currentUser(request), app.clock.now(), actorOf(request)),
  );
};
