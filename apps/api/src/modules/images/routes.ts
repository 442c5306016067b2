// GET /images/{name} serves the pictures (and product documents) of the local disk storage with immutable caching (an
// S3 storage serves its own). Product pictures are uploaded through modules/products.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { contentTypeOf, IMMUTABLE_CACHE } from './storage.ts';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.images;
  if (storage.kind === 'disk') {
    app.get(
      '/images/:name',
      {
        // Pictures of a product grid arrive in bursts; they are cheap static files.
        config: { rateLimit: false },
        schema: { hide: true, params: z.object({ name: z.string() }) },
      },
      async (request, reply) => {
        const file = await storage.open(request.params.name);
        if (!file) throw notFound('Nie znaleziono pliku');
        return reply
          .header('content-type', contentTypeOf(request.params.name))
          .header('content-length', file.size)
          .header('cache-control', IMMUTABLE_CACHE)
          .send(file.stream);
      },
    );
  }
};
