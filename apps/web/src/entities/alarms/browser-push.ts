// This browser's push subscription (docs/alarms.md): whether the browser can take pushes at all
// (a service worker and the Push API; on an iPhone only the shop added to the home screen),
// whether the shopper refused notifications, and the subscription made with the shop's VAPID
// public key. The service worker (public/sw.js) shows the pushes.

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

async function registration() {
  // The worker is registered after the page's load (features/installable); ask for it here too,
  // so a shopper quick to tap is not kept waiting.
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (the browser's own question) and subscribes with the shop's key; null when
 * the shopper said no.
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<PushSubscriptionJSON | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const { pushManager } = await registration();
  const subscription = await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON();
}
