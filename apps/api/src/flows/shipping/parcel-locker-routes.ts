// GET /api/parcel-lockers?q=: checkout's search for an InPost parcel locker (by code, postal
// code, town or street), with the locker of the shopper's last order offered first.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shop/shared/http';
import {
  PARCEL_LOCKERS_UNAVAILABLE,
  parcelLockerListSchema,
  parcelLockerSearchSchema,
} from '@shop/shared/parcel-lockers';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { AppError } from '../../http/errors.ts';
import { lastParcelLockerOf } from '../../modules/orders/index.ts';
import { ParcelLockersUnavailable } from '../../modules/shipments/index.ts';

export const parcelLockerRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockers = app.parcelLockers;

  app.get(
    '/parcel-lockers',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['shipments'],
        summary: 'Find InPost parcel lockers by code, postal code, town or street',
        querystring: parcelLockerSearchSchema,
        response: {
          200: parcelLockerListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const lastId = await lastParcelLockerOf(app.db, currentUser(request).id);
      try {
        const { q } = request.query;
        const [items, lastUsed] = await Promise.all([
          q ? lockers.search(q) : [],
          lastId ? lockers.find(lastId) : null,
        ]);
        return { items, lastUsed };
      } catch (error) {
        if (!(error instanceof ParcelLockersUnavailable)) throw error;
        request.log.warn({ err: error }, 'InPost points API unreachable');
        throw new AppError('ParcelLockersUnavailableException', 503, PARCEL_LOCKERS_UNAVAILABLE);
      }
    },
  );
};
