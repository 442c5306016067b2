// Newsletter double opt-in (docs/product-rules.md, "Newsletter"):
// POST /api/newsletter/emails: 204 for a new and a repeated address alike (a link is e-mailed);
// POST /api/newsletter/confirm {confirmToken}: the confirmation link's page confirms the address;
// POST /api/newsletter/unsubscribe?token=…: the unsubscribe page's button, and the one-click
//   unsubscribe of mail clients (RFC 8058: form body List-Unsubscribe=One-Click, no login);
// GET /api/admin/newsletter.csv: staff (MANAGE_COUPONS) export the confirmed subscribers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { z } from 'zod';
import {
  newsletterConfirmSchema,
  linkTokenSchema,
  newsletterRequestSchema,
} from '@shop/shared/accounts';
import { errorBodySchema } from '@shop/shared/http';
import { requireScope } from '../../http/auth-guard.ts';
import { badRequest } from '../../http/errors.ts';
import { csvLines } from '../../http/csv.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import { confirm, confirmedSubscribers, subscribe, unsubscribeByToken } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Mail clients' one-click unsubscribe posts a form; its one field is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/newsletter/emails',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sign an e-mail address up to the newsletter (a confirmation link is e-mailed)',
        body: newsletterRequestSchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await subscribe(
        { db: app.db, clock: app.clock, secret: app.config.jwt.secret },
        request.body.email,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a newsletter sign-up with the e-mailed link’s token',
        body: newsletterConfirmSchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await confirm({ db: app.db, clock: app.clock }, request.body.confirmToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the e-mailed token (also the RFC 8058 one-click POST)',
        // Checked below, so a bad link gets one plain Polish message (mail clients post here).
        querystring: z.object({ token: z.string().optional().catch(undefined) }),
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = linkTokenSchema.safeParse(request.query.token);
      if (!token.success) throw badRequest('Link jest nieprawidłowy');
      await unsubscribeByToken(app.db, token.data);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/newsletter.csv',
    {
      // Every subscriber's e-mail: personal data, so READ_CUSTOMERS too (docs/exports.md).
      onRequest: [requireScope('MANAGE_COUPONS'), requireScope('READ_CUSTOMERS')],
      schema: {
        tags: ['newsletter'],
        summary:
          'Confirmed newsletter subscribers as CSV (email, confirmed_at; MANAGE_COUPONS and READ_CUSTOMERS)',
        response: { 200: z.string(), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const rows = await confirmedSubscribers(app.db);
      await recordAudit(
        app.db,
        actorOf(request),
        {
          entity: 'export',
          entityId: 'newsletter',
          action: 'export.download',
          note: `newsletter.csv (${rows.length} adresów)`,
        },
        app.clock.now(),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter.csv"')
        .header('cache-control', 'no-store')
        .send(
          // Commas and ISO times: read by mailing tools rather than by Excel.
          csvLines(
            [
              ['email', 'confirmed_at'],
              ...rows.map((row) => [row.email, row.confirmedAt.toISOString()]),
            ],
            ',',
          ),
        );
    },
  );
};
