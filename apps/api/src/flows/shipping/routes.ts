// InPost parcels: POST /api/admin/orders/{id}/shipment (UPDATE_ORDERS) creates it,
// GET /api/admin/orders/{id}/shipment/label (READ_ORDERS) prints it, and
// POST /api/shipx/events is ShipX's webhook (public: only a hint, the shipment is read back).
import { actorOf } from '../../modules/audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@shop/shared/http';
import { adminOrderSchema, createShipmentRequestSchema } from '@shop/shared/orders';
import { currentUser, requireScope } from '../../http/auth-guard.ts';
import { sendDownload } from '../../http/downloads.ts';
import { AppError } from '../../http/errors.ts';
import { createShipment, refreshShipment, shipmentLabel } from './shipping.ts';
import { errorAnswers } from '../../http/error-answers.ts';

const errors = errorAnswers(400, 401, 403);

/**
 * What the shop takes from a webhook: the shipment's id (a number, or digits in a string),
 * whatever else the body holds (`event` or `action`, status, tracking number, ...).
 */
const webhookSchema = z.object({
  payload: z.object({
    shipment_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]),
  }),
});

const WEBHOOK_OUTCOMES = ['APPLIED', 'UNKNOWN', 'IGNORED', 'DEFERRED'] as const;

export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/:id/shipment',
    {
      onRequest: requireScope('UPDATE_ORDERS'),
      schema: {
        tags: ['orders'],
        summary: "Create the order's InPost parcel in ShipX (PAID orders)",
        params: idParamSchema,
        body: createShipmentRequestSchema,
        response: {
          200: adminOrderSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          502: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      createShipment(
        app.db,
        app.shipx,
        request.params.id,
        request.body,
        currentUser(request),
        app.clock.now(),
        actorOf(request),
      ),
  );

  app.get(
    '/admin/orders/:id/shipment/label',
    {
      onRequest: requireScope('READ_ORDERS'),
      schema: {
        tags: ['orders'],
        summary: "The parcel's label (PDF, A6); 409 until InPost has confirmed the shipment",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await shipmentLabel(app.db, app.shipx, id, app.clock.now());
      return sendDownload(
        reply,
        { filename: `etykieta-zamowienie-${id}.pdf`, bytes: pdf },
        'application/pdf',
      );
    },
  );

  // InPost checks the address with a GET when it is entered in the Manager Paczek.
  app.get('/shipx/events', { schema: { hide: true } }, async () => ({ status: 'OK' as const }));

  app.post(
    '/shipx/events',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['shipments'],
        summary: 'ShipX webhook: the named shipment is read back from ShipX',
        body: z.unknown(),
        response: {
          200: z.object({ status: z.literal('OK'), outcome: z.enum(WEBHOOK_OUTCOMES) }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const parsed = webhookSchema.safeParse(request.body);
      // Nothing to read back (another event, a test call), or shipments are not configured.
      if (!parsed.success || !app.shipx)
        return { status: 'OK' as const, outcome: 'IGNORED' as const };
      const shipxId = Number(parsed.data.payload.shipment_id);
      try {
        const outcome = await refreshShipment(app.db, app.shipx, shipxId, app.clock.now());
        return { status: 'OK' as const, outcome };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // ShipX did not answer: the tracking job reads the parcel back later.
        request.log.warn({ err: error, shipxId }, 'ShipX webhook: shipment not read back');
        return { status: 'OK' as const, outcome: 'DEFERRED' as const };
      }
    },
  );
};
