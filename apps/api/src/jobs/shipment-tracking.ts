// Reads InPost parcels back from ShipX when no webhook came (docs/shipments.md "Polling"): a
// round every minute claims the parcels not read for 10 minutes (one replica at a time, an
// advisory lock) and applies what ShipX says, as a webhook would. Started by
// runtime/start-up.ts when ShipX is configured; tests call trackShipments directly.
import type { FastifyInstance } from 'fastify';
import { trackShipments } from '../flows/shipping/shipping.ts';
import { repeatEvery } from './repeat.ts';

export const TRACKING_ROUND_MS = 60_000;

export function startShipmentTrackingJob(app: FastifyInstance, roundMs = TRACKING_ROUND_MS): void {
  const { shipx } = app;
  if (!shipx) return;
  repeatEvery(app, roundMs, 'shipment tracking round failed', async () => {
    const count = await trackShipments(app.db, shipx, app.clock.now(), (error, shipxId) =>
      app.log.warn({ err: error, shipxId }, 'ShipX shipment not read back'),
    );
    if (count > 0) app.log.info({ count }, 'InPost parcels read back');
  });
}
