// Withdrawals and complaints (docs/returns.md).
// Shopper: POST /api/orders/{id}/withdrawal {items?} (the withdrawal function's confirmation),
// POST /api/orders/{id}/returns (JSON, or multipart/form-data with the JSON as the text
// field `request` and an optional picture `photo`), GET /api/returns/{id}/photo (the order's
// owner or MANAGE_RETURNS staff); POST /api/orders/{id}/returns/{returnId}/collection and GET
// …/collection/label (a complaint's collection at the shop's cost, collecting.ts).
// Staff (MANAGE_RETURNS): GET /api/admin/returns?status=open|closed, POST
// /api/admin/returns/{id}/received, /accept {refundShipping}, /reject {reason}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { idParamSchema } from '@shop/shared/http';
import {
  acceptReturnRequestSchema,
  adminReturnListQuerySchema,
  adminReturnListSchema,
  adminReturnSchema,
  createReturnRequestSchema,
  collectionSchema,
  orderReturnSchema,
  rejectReturnRequestSchema,
  withdrawalRequestSchema,
  RETURN_PHOTO_FIELD,
  RETURN_REQUEST_FIELD,
} from '@shop/shared/returns';
import { currentUser, requireAuth, requireScope } from '../../http/auth-guard.ts';
import { actorOf } from '../../modules/audit/index.ts';
import { RETURN_REQUESTS } from '../../http/action-limits.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { pictureTooLarge } from '../../modules/images/index.ts';
import { sendDownload } from '../../http/downloads.ts';
import { arrangeCollection, collectAfterFiling, collectionLabel } from './collecting.ts';
import {
  acceptReturnRequest,
  listReturns,
  receiveReturn,
  rejectReturnRequest,
  requestReturn,
  returnPhoto,
} from './returning.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403);
const decided = errorAnswers(404, 409);

const MALFORMED = 'Nieprawidłowy formularz multipart/form-data, wyślij zgłoszenie ponownie';
const NOT_JSON = `Pole „${RETURN_REQUEST_FIELD}” formularza musi zawierać zgłoszenie w formacie JSON`;
const UNKNOWN_PART = `Formularz może zawierać tylko pola „${RETURN_REQUEST_FIELD}” i „${RETURN_PHOTO_FIELD}”`;

/** The photos of multipart requests, read before validation, by request. */
const photos = new WeakMap<FastifyRequest, Buffer>();

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes } = app.config.images;
  // The images routes register the multipart parser for the whole API; alone, this does.
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  }

  /**
   * A multipart request becomes its JSON body (field `request`) before validation, so the one
   * schema checks both forms; its photo waits for the handler.
   */
  async function readMultipart(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    let text: string | undefined;
    try {
      for await (const part of request.parts({
        limits: { fileSize: maxBytes, files: 1, fields: 5 },
      })) {
        if (part.type === 'file' && part.fieldname === RETURN_PHOTO_FIELD) {
          photos.set(request, await part.toBuffer());
        } else if (part.type === 'field' && part.fieldname === RETURN_REQUEST_FIELD) {
          text = String(part.value);
        } else {
          throw badRequest(UNKNOWN_PART);
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw pictureTooLarge(maxBytes);
      }
      request.log.info({ err: error }, 'malformed multipart return request');
      throw badRequest(MALFORMED);
    }
    if (text === undefined) throw badRequest(NOT_JSON);
    try {
      request.body = JSON.parse(text) as unknown;
    } catch {
      throw badRequest(NOT_JSON);
    }
  }

  /** The shopper's statement, counted against their limit only when it is kept. */
  async function declare(
    request: FastifyRequest,
    orderId: number,
    statement: Parameters<typeof requestReturn>[3],
    photo: Buffer | null = null,
  ) {
    const user = currentUser(request);
    const giveBack = await app.limits.take(RETURN_REQUESTS, user.id);
    const deps = {
      db: app.db,
      storage: app.images,
      provider: app.payments,
      log: request.log,
      now: app.clock.now(),
    };
    const filed = await requestReturn(deps, user.id, orderId, statement, photo).catch(
      async (error: unknown) => {
        await giveBack();
        throw error;
      },
    );
    if (filed.type !== 'COMPLAINT') return filed;
    // The shop collects complained goods at its own cost (art. 43d ust. 2).
    return collectAfterFiling(app.db, app.shipx, filed, user.id, deps.now, request.log);
  }

  app.post(
    '/orders/:id/returns',
    {
      onRequest: requireAuth,
      preValidation: readMultipart,
      schema: {
        tags: ['returns'],
        summary:
          'Withdraw from the contract or file a complaint about pieces of an own order (JSON, or multipart: field "request" with the JSON and an optional image "photo")',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParamSchema,
        body: createReturnRequestSchema,
        response: { 201: orderReturnSchema, ...decided, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await declare(request, request.params.id, request.body, photos.get(request) ?? null)),
  );

  app.post(
    '/orders/:id/withdrawal',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['returns'],
        summary:
          'Withdraw from the contract („Potwierdź odstąpienie”): an own paid, shipped or delivered consumer order within 14 days of delivery; the pieces (every one still free when left out). An order not sent yet is cancelled and refunded in full; the acknowledgement e-mail is queued with the statement',
        params: idParamSchema,
        body: withdrawalRequestSchema,
        response: { 201: orderReturnSchema, ...decided, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await declare(request, request.params.id, { ...request.body, type: 'WITHDRAWAL' })),
  );

  const complaintParams = z.object({
    id: idParamSchema.shape.id,
    returnId: idParamSchema.shape.id,
  });

  app.post(
    '/orders/:id/returns/:returnId/collection',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['returns'],
        summary:
          "The collection of an own open complaint's goods at the shop's cost (art. 43d ust. 2): an InPost shipment to the shop, made once (again when ShipX failed at the filing)",
        params: complaintParams,
        response: { 200: collectionSchema, ...decided, ...errors },
      },
    },
    async (request) =>
      arrangeCollection(
        app.db,
        app.shipx,
        currentUser(request).id,
        request.params.id,
        request.params.returnId,
        app.clock.now(),
      ),
  );

  app.get(
    '/orders/:id/returns/:returnId/collection/label',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['returns'],
        summary:
          "The label (PDF) of an own complaint's collection; 409 while InPost has not confirmed it",
        params: complaintParams,
      },
    },
    async (request, reply) => {
      const { id, returnId } = request.params;
      const bytes = await collectionLabel(
        app.db,
        app.shipx,
        currentUser(request).id,
        id,
        returnId,
        app.clock.now(),
      );
      return sendDownload(
        reply,
        { filename: `etykieta-zwrotna-reklamacja-${returnId}.pdf`, bytes },
        'application/pdf',
      );
    },
  );

  app.get(
    '/returns/:id/photo',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['returns'],
        summary: "A return's photo (WebP), to the order's owner or MANAGE_RETURNS staff",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const photo = await returnPhoto(app.db, app.images, request.params.id, currentUser(request));
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .send(photo);
    },
  );

  app.get(
    '/admin/returns',
    {
      onRequest: requireScope('MANAGE_RETURNS'),
      schema: {
        tags: ['returns'],
        summary: 'Withdrawals and complaints: open (nearest deadline first) or closed',
        querystring: adminReturnListQuerySchema,
        response: { 200: adminReturnListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listReturns(app.db, request.query.status) }),
  );

  app.post(
    '/admin/returns/:id/received',
    {
      onRequest: requireScope('MANAGE_RETURNS'),
      schema: {
        tags: ['returns'],
        summary: 'The goods of a return arrived: the 14 days to answer start',
        params: idParamSchema,
        response: { 200: adminReturnSchema, ...decided, ...errors },
      },
    },
    async (request) =>
      receiveReturn(
        app.db,
        request.params.id,
        currentUser(request),
        app.clock.now(),
        actorOf(request),
      ),
  );

  app.post(
    '/admin/returns/:id/accept',
    {
      onRequest: requireScope('MANAGE_RETURNS'),
      schema: {
        tags: ['returns'],
        summary: 'Accept a return: refunds its pieces (and the shipping cost when asked) once',
        params: idParamSchema,
        body: acceptReturnRequestSchema,
        response: { 200: adminReturnSchema, ...decided, ...errors },
      },
    },
    async (request) =>
      acceptReturnRequest(
        { db: app.db, provider: app.payments, log: request.log, now: app.clock.now() },
        request.params.id,
        request.body,
        currentUser(request),
        actorOf(request),
      ),
  );

  app.post(
    '/admin/returns/:id/reject',
    {
      onRequest: requireScope('MANAGE_RETURNS'),
      schema: {
        tags: ['returns'],
        summary: 'Reject a return with the reason the shopper reads',
        params: idParamSchema,
        body: rejectReturnRequestSchema,
        response: { 200: adminReturnSchema, ...decided, ...errors },
      },
    },
    async (request) =>
      rejectReturnRequest(
        app.db,
        request.params.id,
        request.body,
        currentUser(request),
        app.clock.now(),
        actorOf(request),
      ),
  );
};
