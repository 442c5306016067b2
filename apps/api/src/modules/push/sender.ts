// Sends one push (RFC 8030) to one device: web-push encrypts the payload for the browser
// (aes128gcm, RFC 8291) and signs the request for the push service (VAPID, RFC 8292); the shop's
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

export async function sendPush(
  settings: PushSettings,
  device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  message: PushMessage,
): Promise<PushOutcome> {
  if (!pushEndpointAllowed(device.endpoint, settings.endpointHosts)) {
    return { failed: 'endpoint outside PUSH_ENDPOINT_HOSTS' };
  }
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message.payload),
    {
      vapidDetails: settings,
      TTL: message.ttlSeconds,
      urgency: 'high',
      topic: message.topic,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
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
