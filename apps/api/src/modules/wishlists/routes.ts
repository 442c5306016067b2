// /wishlists: the logged-in shopper's wishlists (list, one, create, add and remove a product,
// delete). Only the owner sees or changes a list; another shopper's id is 404.
// GET and PUT /wishlists/price-alerts: the account's price-drop alerts switch (price-alerts.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { z } from 'zod';
import { errorBodySchema, pageQuerySchema } from '@shop/shared/http';
import {
  addWishlistProductRequestSchema,
  createWishlistRequestSchema,
  wishlistIdParamsSchema,
  wishlistPageSchema,
  wishlistProductParamsSchema,
  wishlistSchema,
} from '@shop/shared/wishlists';
import { priceAlertsRequestSchema, priceAlertsSchema } from '@shop/shared/reminders';
import { currentUser, seesUpcoming, requireAuth } from '../../http/auth-guard.ts';
import {
  addWishlistProduct,
  createWishlist,
  deleteWishlist,
  getWishlist,
  listWishlists,
  priceAlertsOf,
  removeWishlistProduct,
  setPriceAlerts,
  type Owner,
} from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401);
const oneErrors = { ...errors, ...errorAnswers(404) };
const tags = ['wishlists'];

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
