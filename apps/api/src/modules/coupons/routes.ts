// Staff: POST/GET /api/coupons, GET /api/coupons/{id}, POST /api/coupons/{id}/deactivate
// (MANAGE_COUPONS). Shoppers: POST
// /api/coupons/assign, GET and POST /api/users/me/coupons.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import {
  assignCouponRequestSchema,
  couponListQuerySchema,
  couponSchema,
  createCouponRequestSchema,
} from '@shop/shared/coupons';
import { errorBodySchema, idParamSchema, pageOf } from '@shop/shared/http';
import { currentUser, requireAuth, requireScope } from '../../http/auth-guard.ts';
import { COUPON_GUESSES } from '../../http/action-limits.ts';
import { actorOf } from '../audit/index.ts';
import {
  assignCoupon,
  createCoupon,
  deactivateCoupon,
  getCoupon,
  listCoupons,
  listMyCoupons,
} from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403);
const staff = requireScope('MANAGE_COUPONS');

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Guards run on request, before body validation: a guest gets 401, not a 400.
  app.post(
    '/coupons',
    {
      onRequest: staff,
      schema: {
        tags: ['coupons'],
        summary: 'Create a coupon',
        body: createCouponRequestSchema,
        response: { 201: couponSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(app.db, request.body, actorOf(request), app.clock.now());
      return reply.status(201).send(coupon);
    },
  );

  app.get(
    '/coupons',
    {
      onRequest: staff,
      schema: {
        tags: ['coupons'],
        summary: 'All coupons, newest first',
        querystring: couponListQuerySchema,
        response: { 200: pageOf(couponSchema), ...errors },
      },
    },
    async (request) => listCoupons(app.db, currentUser(request).id, request.query),
  );

  app.get(
    '/coupons/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['coupons'],
        params: idParamSchema,
        response: { 200: couponSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => getCoupon(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    '/coupons/:id/deactivate',
    {
      onRequest: staff,
      schema: {
        tags: ['coupons'],
        summary: 'Deactivate a coupon: no longer added to accounts or used (orders keep it)',
        params: idParamSchema,
        response: { 200: couponSchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      deactivateCoupon(app.db, request.params.id, actorOf(request), app.clock.now()),
  );

  const assign = {
    onRequest: requireAuth,
    schema: {
      tags: ['coupons'],
      summary: "Add a coupon to the shopper's list by its code",
      body: assignCouponRequestSchema,
      response: { 201: couponSchema, 404: errorBodySchema, 429: errorBodySchema, ...errors },
    },
  };
  for (const url of ['/coupons/assign', '/users/me/coupons']) {
    app.post(url, assign, async (request, reply) => {
      const userId = currentUser(request).id;
      // Every try counts while it runs (parallel guesses too); a right code gives it back.
      const giveBack = await app.limits.take(COUPON_GUESSES, userId);
      const coupon = await assignCoupon(app.db, userId, request.body.code, app.clock.now());
      await giveBack();
      return reply.status(201).send(coupon);
    });
  }

  app.get(
    '/users/me/coupons',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['coupons'],
        summary: "The shopper's coupons with `used`, most recently added first",
        querystring: couponListQuerySchema,
        response: { 200: pageOf(couponSchema), ...errors },
      },
    },
    async (request) => listMyCoupons(app.db, currentUser(request).id, request.query),
  );
};
