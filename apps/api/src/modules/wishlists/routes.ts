// /wishlists: the logged-in shopper's wishlists (list, one, create, add and remove a product,
// delete). Only the owner sees or changes a list; another shopper's id is 404.
// GET and PUT /wishlists/price-alerts: the account's price-drop alerts switch (price-alerts.ts).
// GET /wishlists/price-targets, PUT and DELETE /wishlists/price-targets/{productId}: the prices the
// shopper waits for (price-targets.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { z } from 'zod';
import { errorBodySchema, idSchema, pageQuerySchema } from '@shop/shared/http';
import {
  addWishlistProductRequestSchema,
  createWishlistRequestSchema,
  wishlistIdParamsSchema,
  wishlistPageSchema,
  wishlistProductParamsSchema,
  wishlistSchema,
} from '@shop/shared/wishlists';
import { priceAlertsRequestSchema, priceAlertsSchema } from '@shop/shared/reminders';
import {
  priceTargetListSchema,
  priceTargetRequestSchema,
  priceTargetSchema,
} from '@shop/shared/price-targets';
import { currentUser, seesUpcoming, requireAuth } from '../../http/auth-guard.ts';
import {
  addWishlistProduct,
  createWishlist,
  deleteWishlist,
  getWishlist,
  listWishlists,
  priceAlertsOf,
  priceTargetsOf,
  removePriceTarget,
  removeWishlistProduct,
  setPriceAlerts,
  setPriceTarget,
  type Owner,
} from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401);
const oneErrors = { ...errors, ...errorAnswers(404) };
const tags = ['wishlists'];
const priceTargetParamsSchema = z.object({ productId: idSchema });

const ownerOf = (request: FastifyRequest): Owner => ({
  userId: currentUser(request).id,
  viewer: { staff: seesUpcoming(request.user) },
});

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Authenticate before validation, so a guest gets 401 rather than a 400.
  app.addHook('onRequest', requireAuth);

  app.get(
    '/wishlists/price-alerts',
    {
      schema: {
        tags,
        summary: 'Whether price-drop alerts of wished-for products are on, and since when',
        response: { 200: priceAlertsSchema, ...errors },
      },
    },
    (request) => priceAlertsOf(app.db, currentUser(request).id),
  );

  app.put(
    '/wishlists/price-alerts',
    {
      schema: {
        tags,
        summary: 'Turn price-drop alerts on (consent given now) or off',
        body: priceAlertsRequestSchema,
        response: { 200: priceAlertsSchema, ...errors },
      },
    },
    (request) =>
      setPriceAlerts(app.db, currentUser(request).id, request.body.enabled, app.clock.now()),
  );

  app.get(
    '/wishlists/price-targets',
    {
      schema: {
        tags,
        summary: 'The prices the shopper waits for („Powiadom, gdy cena spadnie do … zł”)',
        response: { 200: priceTargetListSchema, ...errors },
      },
    },
    async (request) => ({ items: await priceTargetsOf(app.db, currentUser(request).id) }),
  );

  app.put(
    '/wishlists/price-targets/:productId',
    {
      schema: {
        tags,
        summary:
          'Be told once when a price step brings the product to this price (grosze, below its price now)',
        params: priceTargetParamsSchema,
        body: priceTargetRequestSchema,
        response: { 200: priceTargetSchema, ...oneErrors, ...errorAnswers(409) },
      },
    },
    (request) =>
      setPriceTarget(
        app.db,
        { userId: currentUser(request).id, productId: request.params.productId },
        request.body.price,
        app.clock.now(),
      ),
  );

  app.delete(
    '/wishlists/price-targets/:productId',
    {
      schema: {
        tags,
        summary: 'Stop waiting for a price of the product',
        params: priceTargetParamsSchema,
        response: { 204: z.null(), ...oneErrors },
      },
    },
    async (request, reply) => {
      await removePriceTarget(app.db, {
        userId: currentUser(request).id,
        productId: request.params.productId,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/wishlists',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: wishlistPageSchema, ...errors },
      },
    },
    (request) => listWishlists(app.db, ownerOf(request), request.query, app.clock.now()),
  );

  app.get(
    '/wishlists/:id',
    {
      schema: {
        tags,
        params: wishlistIdParamsSchema,
        response: { 200: wishlistSchema, ...oneErrors },
      },
    },
    (request) => getWishlist(app.db, ownerOf(request), request.params.id, app.clock.now()),
  );

  app.post(
    '/wishlists',
    {
      schema: {
        tags,
        body: createWishlistRequestSchema,
        response: { 201: wishlistSchema, ...oneErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWishlist(app.db, ownerOf(request), request.body, app.clock.now())),
  );

  app.post(
    '/wishlists/:id/products',
    {
      schema: {
        tags,
        params: wishlistIdParamsSchema,
        body: addWishlistProductRequestSchema,
        response: { 200: wishlistSchema, ...oneErrors, 409: errorBodySchema },
      },
    },
    (request) =>
      addWishlistProduct(
        app.db,
        ownerOf(request),
        request.params.id,
        request.body.productId,
        app.clock.now(),
      ),
  );

  app.delete(
    '/wishlists/:id/products/:productId',
    {
      schema: {
        tags,
        params: wishlistProductParamsSchema,
        response: { 200: wishlistSchema, ...oneErrors },
      },
    },
    (request) =>
      removeWishlistProduct(
        app.db,
        ownerOf(request),
        request.params.id,
        request.params.productId,
        app.clock.now(),
      ),
  );

  app.delete(
    '/wishlists/:id',
    {
      schema: { tags, params: wishlistIdParamsSchema, response: { 204: z.null(), ...oneErrors } },
    },
    async (request, reply) => {
      await deleteWishlist(app.db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
