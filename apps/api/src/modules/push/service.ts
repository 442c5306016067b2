// Browsers' push subscriptions (docs/alarms.md): each device a shopper turned push on in, kept
// until they turn it off, the notification's „Wyłącz powiadomienia” removes it, or its push
// service answers that it is gone (404/410). Sending is in sender.ts.
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { pushEndpointAllowed } from './endpoint-hosts.ts';
import * as repo from './repository.ts';

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Keeps the device for the account; an address outside PUSH_ENDPOINT_HOSTS is refused. */
export async function subscribeDevice(
  ex: Executor,
  userId: number,
  device: DeviceSubscription,
  { now, endpointHosts }: { now: Date; endpointHosts: string[] },
) {
  if (!pushEndpointAllowed(device.endpoint, endpointHosts)) {
    throw badRequest(
      'Ten adres powiadomień nie należy do usługi push żadnej znanej przeglądarki: powiadomienia nie zostały włączone',
    );
  }
  await repo.upsert(ex, {
    userId,
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
    now,
  });
}

export const removeDevice = repo.deleteEndpoint;
export const removeAllDevices = repo.deleteAllOf;
export const devicesOf = repo.ofUsers;
export const deviceCountOf = repo.countOf;
/** A device its push service no longer knows. */
export const forgetDevice = repo.deleteById;
/** The notification's way out: removes the device; answers its account, or undefined. */
export const withdrawDevice = repo.deleteByToken;

/** The data export's part (docs/privacy.md): the devices, without their keys. */
export async function exportDevicesOf(ex: Executor, userId: number) {
  const rows = await repo.ofUser(ex, userId);
  return rows.map((row) => ({
    pushService: new URL(row.endpoint).host,
    createdAt: row.createdAt.toISOString(),
  }));
}
