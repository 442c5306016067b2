// Staff: GET /api/admin/invoices/{invoiceId}/pdf and /ksef.xml (READ_ORDERS). The shopper's
// own download is an orders route (the order says whose invoice it is).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idSchema } from '@shop/shared/http';
import { requireScope } from '../../http/auth-guard.ts';
import { sendDownload } from '../../http/downloads.ts';
import { invoiceKsefXml, invoicePdf } from './service.ts';

const invoiceParamsSchema = z.object({ invoiceId: idSchema });

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/invoices/:invoiceId/pdf',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['invoices'],
        summary: 'An invoice or correcting invoice as PDF',
        params: invoiceParamsSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await invoicePdf(app.db, request.params.invoiceId), 'application/pdf'),
  );

  app.get(
    '/admin/invoices/:invoiceId/ksef.xml',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['invoices'],
        summary: 'An invoice as KSeF structured invoice FA(3) XML (not sent to KSeF)',
        params: invoiceParamsSchema,
        response: { ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await invoiceKsefXml(app.db, request.params.invoiceId),
        'application/xml; charset=utf-8',
      ),
  );
};
