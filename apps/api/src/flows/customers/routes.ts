// Customers (READ_CUSTOMERS): GET /api/admin/customers?q=, GET /api/admin/customers/{id},
// POST /api/admin/customers/{id}/block and /unblock with a reason (docs/customers.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerBlockSchema,
  customerListSchema,
  customerSchema,
  customerSearchSchema,
} from '@shop/shared/customers';
import { idParamSchema } from '@shop/shared/http';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { requireScope } from '../../http/auth-guard.ts';
import { actorOf } from '../../modules/audit/index.ts';
import { setCustomerBlock } from '../../modules/auth/index.ts';
import { customerOf, searchCustomers } from './customers.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  const guard = { preHandler: requireScope('READ_CUSTOMERS') };

  app.get(
    '/admin/customers',
    {
      ...guard,
      schema: {
        tags: ['auth'],
        summary: 'Customers by e-mail, phone or a name on their addresses (at most 50)',
        querystring: customerSearchSchema,
        response: { 200: customerListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await searchCustomers(app.db, request.query.q) };
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      ...guard,
      schema: {
        tags: ['auth'],
        summary: "A customer's account, addresses, orders, coupons and consents",
        params: idParamSchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return customerOf(app.db, request.params.id);
    },
  );

  for (const [path, block] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/admin/customers/:id/${path}`,
      {
        ...guard,
        schema: {
          tags: ['auth'],
          summary: block
            ? 'Block a customer: no login, sessions end at once; the reason goes to the audit trail'
            : 'Unblock a customer, with the reason',
          params: idParamSchema,
          body: customerBlockSchema,
          response: { 200: customerSchema, ...errors },
        },
      },
      async (request) => {
        await setCustomerBlock(
          { db: app.db, sessions: app.sessions },
          request.params.id,
          { block, reason: request.body.reason },
          actorOf(request),
          app.clock.now(),
        );
        return customerOf(app.db, request.params.id);
      },
    );
  }
};
