// The installable shop in the browser (docs/pwa.md), loaded after the page's own load so that it
// adds nothing to the first one: the service worker (public/sw.js) is registered, and on a phone
// whose browser offers to install the shop (Chromium's `beforeinstallprompt`) the offer
// „Dodaj do ekranu głównego” is shown once, politely: after the shopper has spent a while in
// the shop, never in the cart or checkout, and never again once answered either way. Safari on
// an iPhone or iPad has no such event and installs only from its Share menu: there the same card
// says where to tap, at the same moment and once.
import { useSyncExternalStore } from 'react';
import type { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { storedValue } from '@/lib/stored-value.ts';

/** The offer waits this long after the page's load: a first look at the shop comes first. */
export const OFFER_AFTER_MS = 30_000;
const PHONE = '(max-width: 640px) and (pointer: coarse)';
const NOT_HERE = [paths.cart, paths.checkout];

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The offer was answered (or the shop installed): never shown again on this device. */
const answered = storedValue({
  key: 'outlet:install-offer',
  schema: z.literal('answered'),
  empty: null as 'answered' | null,
});

let offer: InstallPromptEvent | null = null;
let due = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const stop = answered.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
};
/** Safari on iOS (and the other iOS browsers, all WebKit): installed from the Share menu only. */
const onIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

const visible = () =>
  (offer !== null || onIos()) &&
  due &&
  answered.get() === null &&
  window.matchMedia(PHONE).matches &&
  !window.matchMedia('(display-mode: standalone)').matches &&
  !NOT_HERE.some((path) => window.location.pathname.startsWith(path));

function InstallOffer() {
  const shown = useSyncExternalStore(subscribe, visible, () => false);
  if (!shown) return null;
  const close = () => answered.set('answered');
  return (
    <aside
      aria-label="Dodaj sklep do ekranu głównego"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 grid gap-3 rounded-2xl bg-slate-900 p-4 text-white shadow-lg ring-1 ring-white/20"
    >
      <p className="flex items-start gap-3 text-sm">
        <Smartphone className="mt-0.5 size-5 shrink-0 text-brand-400" aria-hidden="true" />
        <span>
          <strong className="block text-base">Dodaj Outlet Drop do ekranu głównego</strong>
          Kolekcje otworzysz jednym dotknięciem, jak aplikację.
          {offer === null && (
            <span className="mt-1 block">
              Stuknij „Udostępnij” na pasku przeglądarki, a potem „Do ekranu początkowego”.
            </span>
          )}
        </span>
      </p>
      {offer === null ? (
        <div className="flex justify-end">
          <Button onClick={close}>Rozumiem</Button>
        </div>
      ) : (
        <div className="flex justify-end gap-2">
          <Button
            variant="ghost"
            className="text-slate-200 hover:bg-white/10 hover:text-white"
            onClick={close}
          >
            Nie teraz
          </Button>
          <Button
            onClick={() => {
              const prompt = offer;
              close();
              void prompt?.prompt();
            }}
          >
            Dodaj
          </Button>
        </div>
      )}
    </aside>
  );
}

/** `mount` is the app's own createRoot (handed in, so this chunk does not split React DOM's). */
export function startInstallable(mount: typeof createRoot) {
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker was not registered', error);
    });
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner waits: the shop offers it once, at a better moment.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => answered.set('answered'));
  // The router moves between pages without loading one: Chromium's Navigation API (the only
  // browser with this offer) says when, so the offer follows the page (not in checkout).
  (window as unknown as { navigation?: EventTarget }).navigation?.addEventListener(
    'navigatesuccess',
    changed,
  );
  setTimeout(() => {
    due = true;
    changed();
  }, OFFER_AFTER_MS);
  const container = document.createElement('div');
  document.body.append(container);
  mount(container).render(<InstallOffer />);
}
