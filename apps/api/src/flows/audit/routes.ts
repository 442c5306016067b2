// GET /api/admin/audit?entity=&id=&staff=&from=&to=&before=&count= : the audit trail, newest
// first (READ_ORDERS; staff with CREATE_PRODUCT may read a product's own trail, as the product
// form shows it), with its rows named (names.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@shop/shared/audit';
import { errorBodySchema } from '@shop/shared/http';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { forbidden } from '../../http/errors.ts';
import { listAudit } from '../../modules/audit/index.ts';
import { withNames } from './names.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  app.get(
    '/admin/audit',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['orders'],
        summary: 'The audit trail: staff changes of money, stock and state, newest first',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { scopes } = currentUser(request);
      const productTrail =
        scopes.includes('CREATE_PRODUCT') && request.query.entity === 'product' && request.query.id;
      if (!scopes.includes('READ_ORDERS') && !productTrail) throw forbidden();
      reply.header('cache-control', 'private, no-store');
      const page = await listAudit(app.db, request.query);
      return { ...page, items: await withNames(app.db, page.items) };
    },
  );
};
