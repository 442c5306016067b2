// Storefront product reads (guests see started drops only, and an upcoming drop's teaser;
// CREATE_PRODUCT staff see everything)
// and staff create/edit/delete, withdraw from sale and restore (docs/product-rules.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  categoryNotFoundMessage,
  categoryProductsQuerySchema,
  createProductInputSchema,
  dropTeaserSchema,
  productPageSchema,
  productSavedSchema,
  productSchema,
  productsByDropQuerySchema,
  productWithdrawalSchema,
  redropInputSchema,
  redropResultSchema,
  searchProductsQuerySchema,
  updateProductInputSchema,
  type Product,
  type ProductsByDropQuery,
} from '@shop/shared/catalogue';
import { errorBodySchema, idParamSchema, type Page } from '@shop/shared/http';
import { categoryFromParam } from '@shop/shared/slug';
import { seesUpcoming, optionalAuth, requireScope } from '../../http/auth-guard.ts';
import {
  productPageTags,
  serveCatalogue,
  tags,
  type CatalogueRead,
} from '../../catalogue/cached-reads.ts';
import { shopperProductRead } from './shopper-products.ts';
import { notFound } from '../../http/errors.ts';
import { rejectInvalid } from '../../http/validation.ts';
import { deleteDocumentFile } from '../images/index.ts';
import { deleteImageFiles } from '../images/index.ts';
import { actorOf } from '../audit/index.ts';
import {
  createProduct,
  deleteProduct,
  dropTeaser,
  getProduct,
  listCategoryProducts,
  listDropProducts,
  redropUnsold,
  restoreProduct,
  searchProducts,
  updateProduct,
  withdrawProduct,
  type Viewer,
} from './service.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const readErrors = errorAnswers(400, 401, 404);
const writeErrors = { ...readErrors, ...errorAnswers(403) };
/** A page of a drop's products as GET /api/products/drop/{id} reads it (also for the landing's HTML). */
export const dropProductsRead = (
  app: FastifyInstance,
  dropId: number,
  query: ProductsByDropQuery,
  viewer: Viewer,
): CatalogueRead<Page<Product>> => ({
  read: (now) => listDropProducts(app.db, dropId, query, now, viewer),
  tags: () => [tags.dropProducts(dropId), tags.drop(dropId)],
  scheduleOf: () => dropId,
  notFoundTags: [tags.drops],
  staff: viewer.staff,
});

const viewerOf = (request: FastifyRequest): Viewer => ({
  staff: seesUpcoming(request.user),
});

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/search',
    {
      attachValidation: true,
      preHandler: [optionalAuth, rejectInvalid],
      schema: {
        tags: ['products'],
        summary: 'Search (term of 3+ characters, case and Polish diacritics ignored) and filter',
        querystring: searchProductsQuerySchema,
        response: { 200: productPageSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      serveCatalogue(app, request, reply, {
        read: (now) => searchProducts(app.db, request.query, now, viewerOf(request)),
        tags: productPageTags(tags.search),
        notFoundTags: [tags.search],
        staff: viewerOf(request).staff,
      }),
  );

  app.get(
    '/products/drop/:dropId',
    {
      attachValidation: true,
      preHandler: [optionalAuth, rejectInvalid],
      schema: {
        tags: ['products'],
        summary: "A drop's products",
        params: z.object({ dropId: idParamSchema.shape.id }),
        querystring: productsByDropQuerySchema,
        response: { 200: productPageSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      serveCatalogue(
        app,
        request,
        reply,
        dropProductsRead(app, request.params.dropId, request.query, viewerOf(request)),
      ),
  );

  app.get(
    '/drops/:dropId/teaser',
    {
      attachValidation: true,
      preHandler: rejectInvalid,
      schema: {
        tags: ['drops'],
        summary:
          "A taste of an upcoming drop's pieces (no ids): the dearest at their opening price",
        params: z.object({ dropId: idParamSchema.shape.id }),
        response: { 200: dropTeaserSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      serveCatalogue(app, request, reply, {
        read: (now) => dropTeaser(app.db, request.params.dropId, now),
        tags: () => [tags.dropProducts(request.params.dropId), tags.drop(request.params.dropId)],
        scheduleOf: () => request.params.dropId,
        notFoundTags: [tags.drops],
        staff: false,
      }),
  );

  app.get(
    '/products/category/:category',
    {
      attachValidation: true,
      preHandler: [optionalAuth, rejectInvalid],
      schema: {
        tags: ['products'],
        summary: 'Products of a category (enum key or storefront slug such as dom-i-ogród)',
        params: z.object({ category: z.string() }),
        querystring: categoryProductsQuerySchema,
        response: { 200: productPageSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const category = categoryFromParam(request.params.category);
      if (!category) throw notFound(categoryNotFoundMessage(request.params.category));
      return serveCatalogue(app, request, reply, {
        read: (now) =>
          listCategoryProducts(app.db, category, request.query, now, viewerOf(request)),
        tags: productPageTags(tags.category(category)),
        notFoundTags: [tags.category(category)],
        staff: viewerOf(request).staff,
      });
    },
  );

  app.get(
    '/products/:id',
    {
      attachValidation: true,
      preHandler: [optionalAuth, rejectInvalid],
      schema: {
        tags: ['products'],
        summary: 'One product (404 for guests before its drop starts)',
        params: idParamSchema,
        response: { 200: productSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = viewerOf(request);
      const shopperRead = shopperProductRead(app, id);
      return serveCatalogue(
        app,
        request,
        reply,
        viewer.staff
          ? { ...shopperRead, read: (now) => getProduct(app.db, id, now, viewer), staff: true }
          : shopperRead,
      );
    },
  );

  app.post(
    '/products',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary: 'Create a product (CREATE_PRODUCT)',
        body: createProductInputSchema,
        response: { 201: productSavedSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createProduct(
            app.db,
            request.body,
            app.clock.now(),
            app.config.productRules,
            actorOf(request),
          ),
        ),
  );

  app.put(
    '/products/:id',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary:
          'Edit a product (CREATE_PRODUCT); price changes are recorded for the omnibus price',
        params: idParamSchema,
        body: updateProductInputSchema,
        response: { 200: productSavedSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateProduct(
        app.db,
        request.params.id,
        request.body,
        app.clock.now(),
        app.config.productRules,
        actorOf(request),
      ),
  );

  app.post(
    '/products/:id/withdraw',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary:
          'Withdraw a product from sale (CREATE_PRODUCT): NOT_AVAILABLE for shoppers; a withdrawn one is left as it is',
        params: idParamSchema,
        response: { 200: productWithdrawalSchema, ...writeErrors },
      },
    },
    async (request) =>
      withdrawProduct(app.db, request.params.id, app.clock.now(), actorOf(request)),
  );

  app.post(
    '/drops/:id/redrop',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary:
          "Move a drop's unsold pieces that are off sale (withdrawn, or past day 14) into an upcoming drop (CREATE_PRODUCT)",
        params: idParamSchema,
        body: redropInputSchema,
        response: { 200: redropResultSchema, ...writeErrors, 409: errorBodySchema },
      },
    },
    async (request) => ({
      targetDropId: request.body.targetDropId,
      productIds: await redropUnsold(
        app.db,
        request.params.id,
        request.body.targetDropId,
        app.clock.now(),
        app.config.productRules,
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/products/:id/restore',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary:
          'Put a withdrawn product back on sale (CREATE_PRODUCT); one on sale is left as it is',
        params: idParamSchema,
        response: { 200: productWithdrawalSchema, ...writeErrors },
      },
    },
    async (request) => restoreProduct(app.db, request.params.id, app.clock.now(), actorOf(request)),
  );

  app.delete(
    '/products/:id',
    {
      attachValidation: true,
      preHandler: [requireScope('CREATE_PRODUCT'), rejectInvalid],
      schema: {
        tags: ['products'],
        summary: 'Delete a product that no order holds (CREATE_PRODUCT); 409 when one does',
        params: idParamSchema,
        response: { 204: z.null(), ...writeErrors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const files = await deleteProduct(app.db, request.params.id, {
        now: app.clock.now(),
        actor: actorOf(request),
      });
      // The rows are gone; the files follow (a file left behind costs only space).
      for (const url of files.images) await deleteImageFiles(app.images, url, request.log);
      if (files.document) await deleteDocumentFile(app.images, files.document, request.log);
      return reply.status(204).send(null);
    },
  );
};
