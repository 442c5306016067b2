// The web app's server rendering (apps/web/src/entry-server.tsx, built into
// apps/web/dist-server): public catalogue pages are sent as HTML with their content, rendered
// from this server's own API answers (the catalogue's kept answers, as a guest sees them) and
// hydrated by the browser. See docs/server-rendering.md.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web app's entry-server module gives (kept in step with entry-server.tsx). */
export interface RenderedPage {
  head: string;
  body: string;
  state: string;
}
interface RendererModule {
  isRenderedPath(pathname: string): boolean;
  isAppPath(pathname: string): boolean;
  renderPage(
    url: string,
    options: { config: unknown; fetch: typeof fetch; now: number },
  ): Promise<RenderedPage | null>;
}

/** The header that marks the renderer's own API reads (not counted by the per-IP limit). */
export const PAGE_RENDER_HEADER = 'x-page-render';

export interface PageRenderer {
  /** Whether pages at `pathname` are rendered on the server. */
  renders(pathname: string): boolean;
  /** Whether the web app has a page at `pathname` at all. */
  knows(pathname: string): boolean;
  /** The page at `url`; the API paths it read are added to `reads`. */
  render(url: string, reads: string[]): Promise<RenderedPage | null>;
}

/** The renderer built beside `webDistDir`, or null when the web app was built without it. */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  webConfig: unknown,
  renderKey: string,
): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  return {
    renders: (pathname) => renderer.isRenderedPath(pathname),
    knows: (pathname) => renderer.isAppPath(pathname),
    render: (url, reads) =>
      renderer.renderPage(url, {
        config: webConfig,
        fetch: readFromSelf(app, renderKey, reads),
        now: app.clock.now().getTime(),
      }),
  };
}

/** A fetch that answers the renderer's GETs from this server itself, as a guest's requests. */
function readFromSelf(app: FastifyInstance, renderKey: string, reads: string[]): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`The page renderer only reads (${method} ${input})`);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://self');
    const path = `${url.pathname}${url.search}`;
    reads.push(path);
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', [PAGE_RENDER_HEADER]: renderKey },
    });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A key known only to this process: requests carrying it come from its page renderer. */
export const newRenderKey = () => randomUUID();
