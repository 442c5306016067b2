// Sends one push (RFC 8030) to one device: web-push encrypts the payload for the browser
// (aes128gcm, RFC 8291) and signs the VAPID JWT for the push service (RFC 8292, kept per push
// service for hours, below); the shop's
// own fetch carries it, to an allowed host only and without following redirects, so a
// subscription can never make the shop call another address (decision 045).
import webPush from 'web-push';
import { pushEndpointAllowed } from './endpoint-hosts.ts';
import type { PushSubscriptionRow } from './repository.ts';

export interface PushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  endpointHosts: string[];
}

export interface PushMessage {
  /** Shown as the notification (sw.js). */
  payload: object;
  /** Seconds the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces one not delivered yet (RFC 8030 §5.4). */
  topic: string;
}

export type PushOutcome = 'sent' | 'gone' | { failed: string };

/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** A VAPID JWT is signed for this long (RFC 8292 allows up to 24 hours)… */
const VAPID_VALID_S = 12 * 3600;
/** …and used until an hour before it ends. */
const VAPID_RENEW_S = 3600;

/**
 * The VAPID `Authorization` header per push service (its origin is the JWT's `aud`), signed once
 * and kept: signing is three quarters of a push's CPU (1.1 of 1.5 ms measured), and a drop's
 * 10,000 alarms go to a handful of push services.
 */
const vapidHeaders = new Map<string, { authorization: string; renewAt: number }>();

function vapidAuthorization(settings: PushSettings, endpoint: string): string {
  const audience = new URL(endpoint).origin;
  const nowS = Math.floor(Date.now() / 1000);
  const kept = vapidHeaders.get(`${settings.publicKey} ${audience}`);
  if (kept && kept.renewAt > nowS) return kept.authorization;
  const { Authorization: authorization } = webPush.getVapidHeaders(
    audience,
    settings.subject,
    settings.publicKey,
    settings.privateKey,
    'aes128gcm',
    nowS + VAPID_VALID_S,
  );
  vapidHeaders.set(`${settings.publicKey} ${audience}`, {
    authorization,
    renewAt: nowS + VAPID_VALID_S - VAPID_RENEW_S,
  });
  return authorization;
}

export async function sendPush(
  settings: PushSettings,
  device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  message: PushMessage,
): Promise<PushOutcome> {
  if (!pushEndpointAllowed(device.endpoint, settings.endpointHosts)) {
    return { failed: 'endpoint outside PUSH_ENDPOINT_HOSTS' };
  }
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  let headers: Record<string, string>;
  try {
    request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message.payload),
      {
        TTL: message.ttlSeconds,
        urgency: 'high',
        topic: message.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    headers = {
      ...Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      Authorization: vapidAuthorization(settings, device.endpoint),
    };
  } catch (error) {
    // Keys no push could be encrypted for: the device can never be reached.
    return { failed: `cannot encrypt for this device: ${(error as Error).message}` };
  }
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (response.status >= 200 && response.status < 300) return 'sent';
  return { failed: `push service answered ${response.status}` };
}
