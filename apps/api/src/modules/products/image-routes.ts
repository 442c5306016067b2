// A product's pictures: staff upload (multipart field "file", one picture per request), list and
// remove them. The files are made and kept by the images module (pictures.ts). Its safety
// document (one PDF, safety-document.ts) is uploaded and removed the same way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import { productSavedSchema } from '@shop/shared/catalogue';
import { imageOrderRequestSchema, productImageListSchema } from '@shop/shared/images';
import { safetyDocumentSchema } from '@shop/shared/product-safety';
import { errorBodySchema, idParamSchema, idSchema } from '@shop/shared/http';
import { AppError, badRequest } from '../../http/errors.ts';
import { requireScope } from '../../http/auth-guard.ts';
import { actorOf } from '../audit/index.ts';
import { pictureTooLarge, uploadTooLarge } from '../images/index.ts';
import {
  addProductImage,
  listImages,
  removeProductImage,
  reorderPictures,
  type ImageDeps,
} from './pictures.ts';
import { attachSafetyDocument, removeSafetyDocument } from './safety-document.ts';

const imagesSchema = productSavedSchema.pick({ images: true });
const productParams = idParamSchema;
const imageParams = productParams.extend({ imageId: idSchema });
const NO_FILE = 'Wybierz zdjęcie do przesłania (pole "file" formularza multipart/form-data)';
const NO_DOCUMENT =
  'Wybierz dokument PDF do przesłania (pole "file" formularza multipart/form-data)';
const MALFORMED = 'Nieprawidłowy formularz multipart/form-data, wyślij plik ponownie';

/** What an upload is: its bytes and the name the browser gave the file. */
interface Upload {
  bytes: Buffer;
  fileName: string | undefined;
}

const documentTooLarge = (maxBytes: number) => uploadTooLarge('Dokument jest za duży', maxBytes);

export const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes } = app.config.images;
  const storage = app.images;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  const deps = (request: FastifyRequest): ImageDeps => ({
    db: app.db,
    storage,
    log: request.log,
    actor: actorOf(request),
    now: app.clock.now(),
  });

  /** The request's file part: 400 without one or when malformed, 413 too big. */
  async function readUpload(
    request: FastifyRequest,
    noFile = NO_FILE,
    tooLarge = pictureTooLarge,
  ): Promise<Upload> {
    if (!request.isMultipart()) throw badRequest(noFile);
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(noFile);
      return { bytes: await part.toBuffer(), fileName: part.filename };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw tooLarge(maxBytes);
      }
      // Anything else here is the body itself: no boundary, cut short, too many parts.
      request.log.info({ err: error }, 'malformed multipart upload');
      throw badRequest(MALFORMED);
    }
  }

  app.post(
    '/products/:id/images',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: {
        tags: ['images'],
        summary: 'Upload one JPEG, PNG or WebP (multipart field "file"); answers the image URLs',
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 200: imagesSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return { images: await addProductImage(deps(request), request.params.id, upload.bytes) };
    },
  );

  app.get(
    '/products/:id/images',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: {
        tags: ['images'],
        summary: "The product's images with their ids (for removing one)",
        params: productParams,
        response: { 200: productImageListSchema },
      },
    },
    async (request) => ({ items: await listImages(deps(request), request.params.id) }),
  );

  app.put(
    '/products/:id/images/order',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: {
        tags: ['images'],
        summary: "Sets the pictures' order by id; the first is the main picture",
        params: productParams,
        body: imageOrderRequestSchema,
        response: { 200: imagesSchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      images: await reorderPictures(deps(request), request.params.id, request.body.imageIds),
    }),
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: { tags: ['images'], params: imageParams, response: { 200: imagesSchema } },
    },
    async (request) => ({
      images: await removeProductImage(deps(request), request.params.id, request.params.imageId),
    }),
  );

  app.put(
    '/products/:id/safety-document',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: {
        tags: ['images'],
        summary:
          'Attach the manual or safety sheet (one PDF, multipart field "file"); replaces the one before',
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 200: safetyDocumentSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, NO_DOCUMENT, documentTooLarge);
      return attachSafetyDocument(deps(request), request.params.id, upload.bytes, upload.fileName);
    },
  );

  app.delete(
    '/products/:id/safety-document',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: { tags: ['images'], params: productParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeSafetyDocument(deps(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
