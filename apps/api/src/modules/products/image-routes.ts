// A product's pictures: staff upload (multipart field "file", one picture per request), list and
// remove them. The files are made and kept by the images module (pictures.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { productSavedSchema } from '@shop/shared/catalogue';
import { productImageListSchema } from '@shop/shared/images';
import { idParamSchema, idSchema } from '@shop/shared/http';
import { AppError, badRequest } from '../../http/errors.ts';
import { requireScope } from '../../http/auth-guard.ts';
import { pictureTooLarge } from '../images/service.ts';
import { addProductImage, listImages, removeProductImage, type ImageDeps } from './pictures.ts';

const imagesSchema = productSavedSchema.pick({ images: true });
const productParams = idParamSchema;
const imageParams = productParams.extend({ imageId: idSchema });
const NO_FILE = 'Wybierz zdjęcie do przesłania (pole "file" formularza multipart/form-data)';
const MALFORMED = 'Nieprawidłowy formularz multipart/form-data, wyślij zdjęcie ponownie';

export const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes } = app.config.images;
  const storage = app.images;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  const deps = (request: FastifyRequest): ImageDeps => ({ db: app.db, storage, log: request.log });

  /** The bytes of the request's file part: 400 without one or when malformed, 413 too big. */
  async function readUpload(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw badRequest(NO_FILE);
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE);
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw pictureTooLarge(maxBytes);
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
        summary: 'Upload one JPEG or PNG (multipart field "file"); answers the image URLs',
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 200: imagesSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return { images: await addProductImage(deps(request), request.params.id, upload) };
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
};
