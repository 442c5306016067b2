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
  // RFC 8291: the browser's key is an uncompressed P-256 point (65 bytes, 0x04 first) and its
  // secret 16 bytes; anything else could never be encrypted for, and is refused here.
  const key = Buffer.from(device.keys.p256dh, 'base64url');
  if (
    key.length !== 65 ||
    key[0] !== 0x04 ||
    Buffer.from(device.keys.auth, 'base64url').length !== 16
  ) {
    throw badRequest('Nieprawidłowe klucze subskrypcji: powiadomienia nie zostały włączone');
  }
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
