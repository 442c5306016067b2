// The <head> of the HTML sent for a product or a collection page, before any script runs: the
// page title, description, canonical URL, Open Graph and Twitter tags (a link shared in
// Messenger, WhatsApp or Facebook shows the name, picture and price) and the schema.org JSON-LD
// (Product with its Offer in PLN); the collections and category pages get a title,
// description, canonical URL and Open Graph tags. An unknown product, collection or category
// answers 404. The data are the catalogue's kept answers, as fresh as the API's.
import type { FastifyInstance } from 'fastify';
import type { Drop, Product } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { documentTitle } from '@shop/shared/document-title';
import { categoryLabels } from '@shop/shared/enums';
import { categoryFromParam, categorySlug } from '@shop/shared/slug';
import { formatPrice } from '@shop/shared/money';
import {
  itemListStructuredData,
  jsonForScript,
  productStructuredData,
} from '@shop/shared/structured-data';
import { keptAnswer } from '../../catalogue/cached-reads.ts';
import { shopperProductsOf } from '../products/index.ts';
import { latestDropRead, oneDropRead } from '../drops/index.ts';
import { dropProductsRead } from '../products/index.ts';
import type { RenderedPage } from './page-render.ts';

export interface PageHead {
  statusCode: 200 | 404;
  /** Tags that take the place of the default title and description. */
  html: string;
  /** The landing page keeps the default title and description: `html` is added to them. */
  keepsDefaults?: boolean;
}

/** How many of the latest drop's products the landing page lists (latest-drop.tsx). */
const LANDING_PRODUCTS = 6;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const DESCRIPTION_LENGTH = 160;
const shorten = (text: string) =>
  text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;

interface Meta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type: 'product' | 'website';
  extra?: string;
}

function headOf({ title, description, url, image, type, extra = '' }: Meta): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-page-head />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" data-page-head />`,
    meta('property', 'og:type', type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'pl_PL'),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    extra,
  ].join('\n    ');
}

function productHead(product: Product, origin: string): string {
  const price = formatPrice(product.price);
  const image = product.images[0] && new URL(product.images[0], origin).href;
  return headOf({
    title: documentTitle(`${product.name} – ${price}`),
    description: shorten(`${price} · ${product.description}`),
    url: new URL(`/product/${product.id}`, origin).href,
    image,
    type: 'product',
    extra: [
      `<meta property="product:price:amount" content="${(product.price / 100).toFixed(2)}" data-page-head />`,
      `<meta property="product:price:currency" content="PLN" data-page-head />`,
      jsonLdTag(productStructuredData(product, origin)),
    ].join('\n    '),
  });
}

function dropHead(drop: Drop, origin: string): string {
  return headOf({
    title: documentTitle(drop.name),
    description: shorten(drop.shortDescription || drop.description),
    url: new URL(`/collections/${drop.slug}`, origin).href,
    type: 'website',
  });
}

const JSON_LD_TAG = /\s*<script type="application\/ld\+json" data-page-head>[\s\S]*?<\/script>/;

const jsonLdTag = (data: unknown) =>
  `<script type="application/ld+json" data-page-head>${jsonForScript(data)}</script>`;

/** The landing page's ItemList: the latest drop's products on sale, as the page lists them. */
async function landingHead(app: FastifyInstance, now: Date): Promise<PageHead | null> {
  const latest = await keptAnswer(app, '/api/drops/latest', latestDropRead(app), now);
  if (latest.statusCode !== 200) return null;
  const drop = JSON.parse(latest.body) as Drop;
  const query = { page: 0, count: LANDING_PRODUCTS, status: 'AVAILABLE' as const };
  const key = `/api/products/drop/${drop.id}?page=0&count=${LANDING_PRODUCTS}&status=AVAILABLE`;
  const read = dropProductsRead(app, drop.id, query, { staff: false });
  const answer = await keptAnswer(app, key, read, now);
  const items = answer.statusCode === 200 ? (JSON.parse(answer.body) as Page<Product>).items : [];
  if (items.length === 0) return null;
  const list = itemListStructuredData(drop.name, items, app.config.publicUrl);
  return { statusCode: 200, html: jsonLdTag(list), keepsDefaults: true };
}

function notFoundHead(page: string): PageHead {
  const html = `<title>${escapeHtml(documentTitle(page))}</title>\n    <meta name="robots" content="noindex" data-page-head />`;
  return { statusCode: 404, html };
}

const PRODUCT_PAGE = /^\/product\/(\d{1,9})$/;
const COLLECTION_PAGE = /^\/collections\/([a-z0-9-]{1,100})$/;
const CATEGORY_PAGE = /^\/category\/([^/]{1,100})$/;
const COLLECTIONS_PAGE = '/collections';

/** Whether the server writes the head of `pathname`'s HTML. */
export const hasPageHead = (pathname: string) =>
  pathname === '/' ||
  pathname === COLLECTIONS_PAGE ||
  [PRODUCT_PAGE, COLLECTION_PAGE, CATEGORY_PAGE].some((page) => page.test(pathname));

function collectionsHead(origin: string): PageHead {
  return {
    statusCode: 200,
    html: headOf({
      title: documentTitle('Kolekcje'),
      description:
        'Nadchodzące i trwające kolekcje zwrotów i nadwyżek: każda startuje o ustalonej godzinie, a ceny spadają co dwa dni.',
      url: new URL(COLLECTIONS_PAGE, origin).href,
      type: 'website',
    }),
  };
}

/** `param` as the path has it (an undecodable one never gets here: the server answers 400). */
function categoryHead(param: string, origin: string): PageHead {
  const category = categoryFromParam(decodeURIComponent(param));
  if (!category) return notFoundHead('Nie znaleziono kategorii');
  const label = categoryLabels[category];
  return {
    statusCode: 200,
    html: headOf({
      title: documentTitle(label),
      description: `${label} ze zwrotów i nadwyżek magazynowych, w cenach, które spadają co dwa dni.`,
      url: new URL(`/category/${encodeURIComponent(categorySlug(category))}`, origin).href,
      type: 'website',
    }),
  };
}

/** The head of `pathname`'s HTML, or null for pages that keep the default one. */
export async function pageHead(
  app: FastifyInstance,
  pathname: string,
  now: Date,
): Promise<PageHead | null> {
  const origin = app.config.publicUrl;
  if (pathname === '/') return landingHead(app, now);
  if (pathname === COLLECTIONS_PAGE) return collectionsHead(origin);
  const category = CATEGORY_PAGE.exec(pathname)?.[1];
  if (category) return categoryHead(category, origin);
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    const [found] = await shopperProductsOf(app)([Number(product[1])], now);
    return found
      ? { statusCode: 200, html: productHead(found, origin) }
      : notFoundHead('Nie znaleziono produktu');
  }
  const slug = COLLECTION_PAGE.exec(pathname)?.[1];
  if (slug) {
    const answer = await keptAnswer(app, `/api/drops/${slug}`, oneDropRead(app, slug), now);
    return answer.statusCode === 200
      ? { statusCode: 200, html: dropHead(JSON.parse(answer.body) as Drop, origin) }
      : notFoundHead('Nie znaleziono kolekcji');
  }
  return null;
}

/**
 * The page's HTML: the web app's index.html with `head` in place of its default title and
 * description, and the server-rendered page (when there is one) in #root with its state; the
 * page's own title takes the default's place where `head` brings none.
 */
export function pageHtml(indexHtml: string, head: PageHead | null, page: RenderedPage | null) {
  if (!page) return head ? withPageHead(indexHtml, head) : indexHtml;
  // The rendered page carries its own JSON-LD (the same data): one copy is enough.
  const ownJsonLd = page.body.includes('<script type="application/ld+json">');
  const served = head && ownJsonLd ? { ...head, html: head.html.replace(JSON_LD_TAG, '') } : head;
  let html = served ? withPageHead(indexHtml, served) : indexHtml;
  const title = /<title>[\s\S]*?<\/title>/.exec(page.head)?.[0];
  if (title && (!head || head.keepsDefaults))
    html = html.replace(/<title>[\s\S]*?<\/title>/, title);
  // The page brings its configuration: no need to fetch it.
  html = html.replace(/\s*<link rel="preload" href="\/config.json"[^>]*>/, '');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty #root');
  return html.replace(root, () => `<div id="root">${page.body}</div>\n    ${page.state}`);
}

function withPageHead(indexHtml: string, head: PageHead): string {
  if (head.keepsDefaults) return indexHtml.replace('</head>', `  ${head.html}\n  </head>`);
  const defaults = /<meta\s+name="description"[^>]*>\s*|<title>[\s\S]*?<\/title>/g;
  if (!indexHtml.includes('</title>')) throw new Error('index.html has no <title>');
  let placed = false;
  return indexHtml.replace(defaults, (match) => {
    if (!match.startsWith('<title>') || placed) return '';
    placed = true;
    return head.html;
  });
}
