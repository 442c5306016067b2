// The legal documents as PDF files, public (decision 039): the same files the order
// confirmation attaches.
//   GET /api/legal/terms.pdf            the terms in force (Regulamin sklepu, TERMS_VERSION)
//   GET /api/legal/withdrawal-form.pdf  the withdrawal information and the model form (annex 2)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termsFileName } from '@shop/shared/terms';
import { WITHDRAWAL_FORM_FILE } from '@shop/shared/withdrawal-information';
import { sendDownload } from '../../http/downloads.ts';
import { termsPdf, withdrawalFormPdf } from './service.ts';

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const party = app.config.operator;
  app.get('/legal/terms.pdf', { schema: { hide: true } }, async (_request, reply) =>
    sendDownload(
      reply,
      { filename: termsFileName(), bytes: await termsPdf(party) },
      'application/pdf',
    ),
  );
  app.get('/legal/withdrawal-form.pdf', { schema: { hide: true } }, async (_request, reply) =>
    sendDownload(
      reply,
      { filename: WITHDRAWAL_FORM_FILE, bytes: await withdrawalFormPdf(party) },
      'application/pdf',
    ),
  );
};
