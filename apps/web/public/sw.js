// The shop's service worker (docs/pwa.md): makes the shop installable and keeps the app's files
// for a flaky connection, but never answers with anything that could be out of date. Prices,
// stock, the lobby, carts and accounts (/api/*, /config.json) are never touched: the browser
// asks the server for them as if there were no worker. Pages (navigations) go to the network;
// only when it cannot be reached the Polish offline page is shown. The built app's hashed files
// (/assets/*, which never change under their name) are kept and served from the worker's cache.
const SHELL = 'shell-v1';
const ASSETS = 'assets-v1';
const OFFLINE_PAGE = '/offline.html';
const SHELL_FILES = [OFFLINE_PAGE];
/** Hashed files kept at most: older deploys' files go first. */
const MOST_ASSETS = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [SHELL, ASSETS];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.includes(name)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/** A hashed file from the cache, or fetched and kept (then the oldest beyond MOST_ASSETS dropped). */
async function keptAsset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(
      keys.slice(0, Math.max(0, keys.length - MOST_ASSETS)).map((k) => cache.delete(k)),
    );
  }
  return response;
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Never from the worker: everything that changes (prices, stock, the lobby, the account).
  if (url.pathname.startsWith('/api/') || url.pathname === '/config.json') return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(keptAsset(request));
  }
});

// Drop alarms by Web Push (docs/alarms.md): the shop's push carries the notification's words,
// the drop's address and the device's way out; a tap opens the drop (or focuses a tab on it),
// „Wyłącz powiadomienia” posts the way out and ends this browser's subscription.
self.addEventListener('push', (event) => {
  const alarm = event.data ? event.data.json() : null;
  if (!alarm || typeof alarm.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alarm.title, {
      body: alarm.body,
      tag: alarm.tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: alarm.url, off: alarm.off },
      actions: [{ action: 'off', title: 'Wyłącz powiadomienia' }],
    }),
  );
});

/** Only the shop's own addresses are opened or posted to. */
const ownAddress = (address) => {
  try {
    return new URL(address).origin === self.location.origin ? address : null;
  } catch {
    return null;
  }
};

async function turnOff(offUrl) {
  if (offUrl) await fetch(offUrl, { method: 'POST' }).catch(() => undefined);
  const subscription = await self.registration.pushManager.getSubscription();
  if (subscription) await subscription.unsubscribe();
}

async function openDrop(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) return open.focus();
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, off } = event.notification.data ?? {};
  if (event.action === 'off') {
    event.waitUntil(turnOff(ownAddress(off)));
    return;
  }
  const target = ownAddress(url) ?? '/';
  event.waitUntil(openDrop(target));
});
