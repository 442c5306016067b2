// Start-up. A page the server rendered (public catalogue pages) is hydrated with the state the
// server wrote into it: configuration, the answers it rendered and its render time. Other pages
// load /config.json (the API base URL and other runtime settings), then render.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { installPolishErrors } from '@shop/shared/polish-errors';
import { App } from './app/app.tsx';
import { hydratePage, readPageState } from './app/page-state.ts';
import { queryClient } from './app/query-client.ts';
import { appRoutes, createAppRouter, loadMatchedRoutes } from './app/router.tsx';
import { holdLinkTaps } from './lib/held-link-taps.ts';
import { RenderTimeContext } from './lib/render-time.ts';
import { loadRuntimeConfig, setRuntimeConfig } from './lib/runtime-config.ts';

installPolishErrors();
const container = document.getElementById('root')!;

async function start() {
  const state = readPageState();
  if (!state) {
    await loadRuntimeConfig();
    createRoot(container).render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
    return;
  }
  setRuntimeConfig(state.config);
  hydratePage(queryClient, state.queries);
  const routes = appRoutes();
  await loadMatchedRoutes(routes, window.location.pathname);
  // From here on a tap on a link is held until the router is ready (held-link-taps.ts); the
  // attribute says so to the browser tests.
  const linkTaps = holdLinkTaps(container);
  document.documentElement.dataset.hydrating = '';
  const router = createAppRouter(routes);
  const followHeldTap = () => {
    const path = linkTaps.release();
    if (path !== null) void router.navigate(path);
  };
  // As a transition, hydration yields to the browser every few milliseconds: a tap or scroll
  // during it is not held up by one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <RenderTimeContext value={state.renderedAt}>
          <App router={router} onTakenOver={followHeldTap} />
        </RenderTimeContext>
      </StrictMode>,
      {
        // A page that hydrates differently from the server's HTML is a bug: say so loudly (the
        // browser tests fail on console errors).
        onRecoverableError: (error) => console.error('Hydration failed', error),
      },
    );
  });
}

// The service worker and the install offer, after the page's own load (features/installable).
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./features/installable/installable.tsx').then((m) =>
      m.startInstallable(createRoot),
    );
  });
}

start().catch((error: unknown) => {
  console.error('The shop could not start', error);
  createRoot(container).render(
    <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      Nie udało się uruchomić sklepu. Odśwież stronę za chwilę.
    </p>,
  );
});
