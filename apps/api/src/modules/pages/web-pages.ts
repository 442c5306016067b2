// The built web app at /: its files (the brotli or gzip copy the build wrote beside each text
// asset when the browser takes it; hashed assets cached for a year, the rest revalidated on each
// visit) and an index.html fallback for the browser's routes (a 404 with `noindex` for an address
// the app has no page for). Public catalogue pages go out
// with their head (page-head.ts) and their content (page-render.ts); such a page is kept in the
// catalogue's read cache like an API answer, ended by the same changes and by its own clock
// (see docs/server-rendering.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { CachedAnswer } from '../../catalogue/read-cache.ts';
import { sendEncoded } from '../../catalogue/encoded-body.ts';
import { hasPageHead, pageHead, pageHtml } from './page-head.ts';
import type { PageRenderer } from './page-render.ts';

/**
 * The longest a rendered page is kept: its countdowns are up to that much behind until the
 * browser takes the page over (then they follow the browser's clock), and each page costs one
 * render per this time at most. Prices and stock are never behind: the page ends with the
 * answers it was rendered from.
 */
const PAGE_KEPT_MS = 2000;

export function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  renderer: PageRenderer | null,
) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
  // An address the app has no page for: its „Nie znaleziono” page, as a real 404 kept out of
  // search engines (a soft 404 would be indexed).
  const unknownPageHtml = indexHtml.replace(
    '</head>',
    '<meta name="robots" content="noindex"></head>',
  );
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      if (renderer && !renderer.knows(request.url.split('?')[0]!)) {
        return reply.status(404).type('text/html; charset=utf-8').send(unknownPageHtml);
      }
      const page = await keptPage(app, renderer, indexHtml, request.url);
      if (!page) return reply.sendFile('index.html');
      reply
        .status(page.statusCode)
        .type('text/html; charset=utf-8')
        .header('vary', 'accept-encoding');
      return sendEncoded(reply, page, request.headers['accept-encoding']);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, code: 'NotFoundException', message: 'Nie znaleziono' });
  });
}

/** The HTML of `url` when the server writes its head or renders it, else null (the file as built). */
async function keptPage(
  app: FastifyInstance,
  renderer: PageRenderer | null,
  indexHtml: string,
  url: string,
): Promise<CachedAnswer | null> {
  const pathname = url.split('?')[0]!;
  const rendering = renderer?.renders(pathname) ? renderer : null;
  if (!hasPageHead(pathname) && !rendering) return null;
  const now = app.clock.now();
  const { cache } = app.catalogue;
  return cache.get(`page:${url}`, now.getTime(), async () => {
    const reads: string[] = [];
    const [head, page] = await Promise.all([
      pageHead(app, pathname, now),
      rendering && renderPage(app, rendering, url, reads),
    ]);
    // The page lasts as long as every answer it shows; one that is not kept makes it unkept.
    const answers = reads.map((read) => cache.peek(read, now.getTime()));
    const kept = page !== null && answers.every((answer) => answer !== undefined);
    return {
      statusCode: head?.statusCode ?? 200,
      text: pageHtml(indexHtml, head, page),
      tags: [...new Set(answers.flatMap((answer) => answer?.tags ?? []))],
      expiresAt: kept
        ? Math.min(now.getTime() + PAGE_KEPT_MS, ...answers.map((answer) => answer!.expiresAt))
        : now.getTime(),
    };
  });
}

/** The page rendered on the server, or null: a failed render leaves it to the browser. */
async function renderPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  url: string,
  reads: string[],
) {
  try {
    return await renderer.render(url, reads);
  } catch (error) {
    app.log.error({ err: error, url }, 'server rendering of a page failed; sent without content');
    return null;
  }
}
