// Shoppers: POST /api/orders, GET /api/orders, GET /api/orders/{id} (own orders only).
// Staff: GET /api/admin/orders[/{id}] (READ_ORDERS), POST /api/admin/orders/{id}/status
// (UPDATE_ORDERS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema, pageOf } from '@shop/shared/http';
import {
  adminOrderListQuerySchema,
  adminOrderSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderListQuerySchema,
  orderSchema,
  orderTransitionRequestSchema,
} from '@shop/shared/orders';
import { shopperProductsOf } from '../../modules/products/index.ts';
import { currentUser, requireAuth, requireScope } from '../../http/auth-guard.ts';
import { ORDERS } from '../../http/action-limits.ts';
import { orderBatches } from '../../modules/orders/index.ts';
import { changeOrderStatus } from './staff-changes.ts';
import { actorOf } from '../../modules/audit/index.ts';
import { createOrder } from './create-order.ts';
import { getAdminOrder, getMyOrder, listAllOrders, listMyOrders } from './reads.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403);
const missing = errorAnswers(404);

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  const products = shopperProductsOf(app);
  const batches = orderBatches(app.db, app.changes, app.config.maxUnpaidOrders);
  const returnOrigins = [app.config.publicUrl, ...app.config.corsOrigins].flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });

  // Orders placed and refused, for /metrics: a refusal by its error code (sold out, limits, …).
  const refusals = new WeakMap<object, string>();
  // Guards run on request, before body validation: a guest gets 401, not a 400.
  app.post(
    '/orders',
    {
      onRequest: requireAuth,
      onError: (request, _reply, error, done) => {
        refusals.set(request, (error as { code?: string }).code ?? error.name);
        done();
      },
      onResponse: (request, reply, done) => {
        // How fast orders are answered at a lobby's opening sets the next lobby's rate.
        app.openingMeter.orderAnswered(reply.elapsedTime, reply.statusCode === 201);
        if (reply.statusCode === 201) app.metrics.ordersPlaced.inc();
        else if (reply.statusCode >= 400 && reply.statusCode < 500) {
          app.metrics.ordersRefused.inc({
            reason: refusals.get(request) ?? String(reply.statusCode),
          });
        }
        done();
      },
      schema: {
        tags: ['orders'],
        summary: 'Place an order: reserves the stock and answers where to pay',
        body: createOrderRequestSchema,
        response: {
          201: createOrderResponseSchema,
          ...missing,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // A drop whose lobby runs sells only to shoppers it admitted (decision 031).
      await app.admission.check(
        request,
        request.body.items.map((item) => item.productId),
      );
      // Only placed orders count against the limit: a refused one gives its count back.
      const giveBack = await app.limits.take(ORDERS, user.id);
      const { created, seen } = await createOrder(
        {
          db: app.db,
          now: app.clock.now(),
          reservationMs: app.config.orderReservationMs,
          publicUrl: app.config.publicUrl,
          returnOrigins,
          provider,
          products,
          announcedStock: (id) => app.catalogue.stock.of(id),
          batches,
          parcelLockers: app.parcelLockers,
        },
        user,
        request.body,
      ).catch(async (error: unknown) => {
        await giveBack();
        throw error;
      });
      // The answer waits for the batch's marker instead of a sync of its own.
      request.catalogueSeen = seen;
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['orders'],
        summary: "The shopper's orders",
        querystring: orderListQuerySchema,
        response: { 200: pageOf(orderSchema), ...errors },
      },
    },
    async (request) => listMyOrders(app.db, currentUser(request).id, request.query),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['orders'],
        params: idParamSchema,
        response: { 200: orderSchema, ...missing, ...errors },
      },
    },
    async (request) => getMyOrder(app.db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/admin/orders',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['orders'],
        summary: 'All orders with who placed them and their history',
        querystring: adminOrderListQuerySchema,
        response: { 200: pageOf(adminOrderSchema), ...errors },
      },
    },
    async (request) => listAllOrders(app.db, request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['orders'],
        params: idParamSchema,
        response: { 200: adminOrderSchema, ...missing, ...errors },
      },
    },
    async (request) => getAdminOrder(app.db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/status',
    {
      onRequest: requireScope('UPDATE_ORDERS'),
      schema: {
        tags: ['orders'],
        summary: 'Staff status change: PAID -> SHIPPED -> DELIVERED, or cancellation',
        params: idParamSchema,
        body: orderTransitionRequestSchema,
        response: { 200: adminOrderSchema, ...missing, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      changeOrderStatus(
        app.db,
        request.params.id,
        request.body,
        currentUser(request),
        app.clock.now(),
        actorOf(request),
      ),
  );
};
