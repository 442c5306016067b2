// GET /api/orders/{id}/invoices/{invoiceId}/pdf: the shopper downloads an invoice of their own
// order (another shopper's answers 404 like a missing one). Staff (READ_ORDERS): GET
// /api/admin/invoices/{invoiceId}/pdf and /ksef.xml (the XML as sent to KSeF once it was);
// and GET /api/admin/ksef/attention (documents KSeF refused or that wait too long);
// UPDATE_ORDERS: POST /api/admin/invoices/{invoiceId}/ksef/resend (a document KSeF refused).
// PDFs carry the KSeF number and QR code of an invoice KSeF accepted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idSchema } from '@shop/shared/http';
import { ksefAttentionSchema } from '@shop/shared/orders';
import { currentUser, requireAuth, requireScope } from '../../http/auth-guard.ts';
import { sendDownload } from '../../http/downloads.ts';
import { invoiceKsefXml, invoicePdf } from '../../modules/invoices/index.ts';
import { actorOf, recordAudit } from '../../modules/audit/index.ts';
import { resendSubmission, submissionsOf } from '../../modules/ksef/index.ts';
import { myInvoicePdf } from './invoicing.ts';
import { ksefAttention, ksefMarks } from './ksef-marks.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const paramsSchema = z.object({ id: idSchema, invoiceId: idSchema });
const invoiceParamsSchema = z.object({ invoiceId: idSchema });
const errors = errorAnswers(400, 401, 403, 404);

export const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const file = await myInvoicePdf(
        app.db,
        currentUser(request).id,
        id,
        invoiceId,
        ksefMarks(app.db, app.config.ksef.qr),
      );
      return sendDownload(reply, file, 'application/pdf');
    },
  );

  app.get(
    '/admin/invoices/:invoiceId/pdf',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['invoices'],
        summary: 'An invoice or correcting invoice as PDF (with its KSeF number once accepted)',
        params: invoiceParamsSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await invoicePdf(app.db, request.params.invoiceId, {
          ksef: ksefMarks(app.db, app.config.ksef.qr),
        }),
        'application/pdf',
      ),
  );

  app.get(
    '/admin/invoices/:invoiceId/ksef.xml',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['invoices'],
        summary: 'An invoice as KSeF structured invoice FA(3) XML: as sent to KSeF, once it was',
        params: invoiceParamsSchema,
        response: { ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await invoiceKsefXml(app.db, request.params.invoiceId);
      const [submission] = await submissionsOf(app.db, [request.params.invoiceId]);
      const bytes = submission?.xml ? Buffer.from(submission.xml, 'utf8') : file.bytes;
      return sendDownload(reply, { ...file, bytes }, 'application/xml; charset=utf-8');
    },
  );

  app.get(
    '/admin/ksef/attention',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['invoices'],
        summary:
          'Documents KSeF refused (with its reason) or that have waited for KSeF more than 10 minutes, oldest first',
        response: { 200: ksefAttentionSchema, ...errors },
      },
    },
    async () => ksefAttention(app.db, app.clock.now()),
  );

  app.post(
    '/admin/invoices/:invoiceId/ksef/resend',
    {
      onRequest: requireScope('UPDATE_ORDERS'),
      schema: {
        tags: ['invoices'],
        summary: 'Send a document KSeF refused again, after its data was fixed (UPDATE_ORDERS)',
        params: invoiceParamsSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { invoiceId } = request.params;
      await app.db.transaction(async (tx) => {
        await resendSubmission(tx, invoiceId, now);
        await recordAudit(
          tx,
          actorOf(request),
          {
            entity: 'invoice',
            entityId: invoiceId,
            action: 'invoice.ksef-resend',
            changes: [{ field: 'ksef', old: 'REFUSED', new: 'QUEUED' }],
          },
          now,
        );
      });
      return reply.status(204).send(null);
    },
  );
};
