// The server's rendering of public catalogue pages (landing, product, collections, collection,
// category): the same route tree the browser hydrates, rendered to HTML with the answers of the
// server's own API, so name, price, picture, stock and countdown are in the first HTML. Built
// by `vite build --ssr` into apps/web/dist-server and called by the API server (its pages module).
// See docs/server-rendering.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { installPolishErrors } from '@shop/shared/polish-errors';
import { jsonForScript } from '@shop/shared/structured-data';
import { dehydratePage, PAGE_STATE_ID, type PageState } from './app/page-state.ts';
import { Providers } from './app/providers.tsx';
import { queryClientConfig } from './app/query-client.ts';
import { appRoutes } from './app/router.tsx';
import { pageRoutes } from './app/routes.tsx';
import { sendApiRequestsWith } from './lib/api-client.ts';
import { paths, routePatterns } from './lib/paths.ts';
import { RenderTimeContext } from './lib/render-time.ts';
import { readRuntimeConfigFrom, type RuntimeConfig } from './lib/runtime-config.ts';

export interface RenderOptions {
  config: RuntimeConfig;
  /** Answers the page's API reads (the server answers them itself, as a guest's). */
  fetch: typeof fetch;
  /** The moment the page shows (ms since the epoch). */
  now: number;
}

export interface RenderedPage {
  /** Tags React hoists to the head (the page's <title>). */
  head: string;
  /** The page inside #root. */
  body: string;
  /** The page-state JSON block, placed before the app's script. */
  state: string;
}

/** Pages rendered on the server: public, the same for every visitor, worth a link preview. */
const RENDERED = [
  paths.home,
  paths.drops,
  routePatterns.drop,
  routePatterns.product,
  routePatterns.category,
].map((path) => ({ path }));

export const isRenderedPath = (pathname: string) => matchRoutes(RENDERED, pathname) !== null;

/** Whether the app has a page at `pathname` (else the server answers 404, not a soft one). */
const PAGES = pageRoutes.map(({ path }) => ({ path }));
export const isAppPath = (pathname: string) => matchRoutes(PAGES, pathname) !== null;

/** At most this many rounds of "render, then read what the render asked for". */
const MAX_READ_ROUNDS = 4;

const current = new AsyncLocalStorage<RenderOptions>();
readRuntimeConfigFrom(() => current.getStore()?.config ?? null);
sendApiRequestsWith((input, init) => {
  const render = current.getStore();
  if (!render) throw new Error('An API read outside a page render');
  return render.fetch(input, init);
});
installPolishErrors();

const routes = appRoutes();
const handler = createStaticHandler(routes);

/**
 * A query client for one page that notes each enabled query a render asks for: the page is
 * rendered again until it asks for nothing it has not read (a product page asks for its
 * related products once it has the product).
 */
function pageQueryClient() {
  const queries = queryClientConfig.defaultOptions?.queries;
  // One try: a failed read is rendered as failed (the browser tries again).
  const client = new QueryClient({ defaultOptions: { queries: { ...queries, retry: false } } });
  const asked = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    if (defaulted.enabled !== false) asked.add(defaulted.queryHash);
    return defaulted;
  }) as typeof defaults;

  /** Reads every asked-for query not read yet; answers whether there was any. */
  async function readAsked(): Promise<boolean> {
    const unread = [...asked]
      .map((hash) => client.getQueryCache().get(hash))
      .filter((query) => query && query.state.dataUpdatedAt + query.state.errorUpdatedAt === 0);
    await Promise.all(unread.map((query) => query!.fetch().catch(() => undefined)));
    return unread.length > 0;
  }
  return { client, readAsked };
}

/** The page at `url` (a path with its query), or null when it is not rendered on the server. */
export async function renderPage(
  url: string,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  const location = new URL(url, options.config.publicUrl);
  if (!isRenderedPath(location.pathname)) return null;
  return current.run(options, async () => {
    const context = await handler.query(new Request(location));
    if (context instanceof Response) return null;
    const { client, readAsked } = pageQueryClient();
    const page = () => (
      <StrictMode>
        <RenderTimeContext value={options.now}>
          <Providers client={client}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </Providers>
        </RenderTimeContext>
      </StrictMode>
    );
    // Render, read what the render asked for, render again: the render that asks for nothing
    // new is the page.
    let html = renderToString(page());
    for (let round = 1; round < MAX_READ_ROUNDS && (await readAsked()); round++) {
      html = renderToString(page());
    }
    const state: PageState = {
      renderedAt: options.now,
      config: options.config,
      queries: dehydratePage(client),
    };
    const { head, body } = splitHoisted(html);
    return {
      head,
      body,
      state: `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`,
    };
  });
}

/** React writes the tags it hoists (title, meta) ahead of the page; they belong in <head>. */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/.exec(html)![0];
  return { head: hoisted, body: html.slice(hoisted.length) };
}
