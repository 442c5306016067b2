// GET /cart, POST /cart/items?productId&quantity, PUT /cart/items/{id}?quantity,
// DELETE /cart/items/{id}: the logged-in shopper's cart; each answers the cart state.
// Guests keep their cart in the browser and push it here after logging in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { shopperProductsOf } from '../products/index.ts';
import {
  addCartItemQuerySchema,
  cartItemParamsSchema,
  cartSchema,
  updateCartItemQuerySchema,
} from '@shop/shared/cart';
import { errorBodySchema } from '@shop/shared/http';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import {
  addCartItem,
  cartAdds,
  getCart,
  removeCartItem,
  updateCartItem,
  type CartDeps,
} from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401);
const changeErrors = { ...errors, ...errorAnswers(403, 404, 409) };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  const deps: CartDeps = {
    db: app.db,
    products: shopperProductsOf(app),
    adds: cartAdds(app.db),
  };
  // Authenticate before validation, so a guest gets 401 rather than a 400.
  app.addHook('onRequest', requireAuth);

  app.get('/cart', { schema: { tags, response: { 200: cartSchema, ...errors } } }, (request) =>
    getCart(deps, app.db, currentUser(request).id, app.clock.now()),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        querystring: addCartItemQuerySchema,
        response: { 200: cartSchema, ...changeErrors },
      },
    },
    async (request) => {
      // A drop whose lobby runs sells only to shoppers it admitted (decision 031).
      await app.admission.check(request, [request.query.productId]);
      return addCartItem(deps, currentUser(request).id, request.query, app.clock.now());
    },
  );

  app.put(
    '/cart/items/:id',
    {
      schema: {
        tags,
        params: cartItemParamsSchema,
        querystring: updateCartItemQuerySchema,
        response: { 200: cartSchema, ...changeErrors },
      },
    },
    (request) =>
      updateCartItem(
        deps,
        currentUser(request).id,
        request.params.id,
        request.query.quantity,
        app.clock.now(),
      ),
  );

  app.delete(
    '/cart/items/:id',
    {
      schema: {
        tags,
        params: cartItemParamsSchema,
        response: { 200: cartSchema, ...errors, 404: errorBodySchema },
      },
    },
    (request) => removeCartItem(deps, currentUser(request).id, request.params.id, app.clock.now()),
  );
};
