// GET /api/orders/{id}/invoices/{invoiceId}/pdf: the shopper downloads an invoice of their own
// order (another shopper's answers 404 like a missing one). Staff read invoices through
// modules/invoices/routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idSchema } from '@shop/shared/http';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { sendDownload } from '../../http/downloads.ts';
import { myInvoicePdf } from './invoicing.ts';

const paramsSchema = z.object({ id: idSchema, invoiceId: idSchema });

export const orderInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invoices/:invoiceId/pdf',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['orders'],
        summary: "An invoice of the shopper's own order as PDF",
        params: paramsSchema,
        response: {
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, invoiceId } = request.params;
      const file = await myInvoicePdf(app.db, currentUser(request).id, id, invoiceId);
      return sendDownload(reply, file, 'application/pdf');
    },
  );
};
