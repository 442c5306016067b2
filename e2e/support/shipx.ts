// The InPost ShipX stand-in of the browser tests' shop server (tools/fakes/shipx.ts, started by
// own-server.ts; global-setup.ts puts its address in E2E_SHIPX_URL): InPost moving a parcel on
// is its control endpoint, which sets the status and sends the shop InPost's webhook.
//   await setParcelStatus(request, await shipxIdOf(request, staffToken, orderId), 'delivered');
import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminOrder } from '@shop/shared/orders';

export const SHIPX_TOKEN = 'e2e-shipx-token';
export const SHIPX_ORGANIZATION_ID = 4242;

/** The shared server's ShipX stand-in. */
export function shipxUrl(): string {
  const url = process.env.E2E_SHIPX_URL;
  if (!url) throw new Error('E2E_SHIPX_URL is not set: the browser tests start it (global-setup)');
  return url;
}

/** The ShipX id of the order's parcel, as its history tells staff ("..., ShipX 10000001"). */
export async function shipxIdOf(
  request: APIRequestContext,
  staffToken: string,
  orderId: number,
): Promise<number> {
  const response = await request.get(`/api/admin/orders/${orderId}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.ok()).toBe(true);
  const { history } = (await response.json()) as AdminOrder;
  const created = history.find(
    (event) => event.kind === 'SHIPMENT' && /ShipX \d+/.test(event.note ?? ''),
  );
  if (!created) throw new Error(`order ${orderId} has no ShipX shipment in its history`);
  return Number(/ShipX (\d+)/.exec(created.note!)![1]);
}

/** InPost moves the parcel to `status` and tells the shop (the webhook must be accepted). */
export async function setParcelStatus(
  request: APIRequestContext,
  shipxId: number,
  status: string,
  baseUrl = shipxUrl(),
) {
  const response = await request.post(`${baseUrl}/_control/shipments/${shipxId}/status`, {
    data: { status },
  });
  expect(response.ok()).toBe(true);
  const { delivery } = (await response.json()) as { delivery: { status: number } | null };
  expect(delivery?.status).toBe(200);
}
