// What search engines may read: sitemap.xml with the shop's public pages, its categories, the
// drops that have started and every product on sale now, as absolute URLs from PUBLIC_URL;
// robots.txt keeps the account, checkout and staff pages (and the API) out.
import { CATEGORIES } from '@shop/shared/enums';
import { categorySlug } from '@shop/shared/slug';
import type { Executor } from '../../db/client.ts';
import { listDrops } from '../drops/index.ts';
import { searchProducts } from '../products/index.ts';

/** Public pages without data behind them. */
const PAGES = [
  '/',
  '/collections',
  '/explore',
  '/how-it-works',
  '/contact',
  '/conditions-of-use',
  '/withdrawal-form',
  '/privacy-policy',
  '/accessibility',
];

/** Pages that are a person's own or staff's, never worth indexing. */
const PRIVATE = [
  '/admin',
  '/cart',
  '/checkout',
  '/coupons',
  '/forgot-password',
  '/login',
  '/newsletter/',
  '/orders',
  '/register',
  '/reminders/',
  '/reset-password',
  '/settings',
  '/wishlists',
  '/api/',
];

const PAGE_SIZE = 100;

interface Entry {
  path: string;
  lastModified?: Date;
}

/** Every item of a paged list, page after page. */
async function allPages<T>(read: (page: number) => Promise<{ items: T[]; totalCount: number }>) {
  const items: T[] = [];
  for (let page = 0; ; page += 1) {
    const { items: more, totalCount } = await read(page);
    items.push(...more);
    if (more.length === 0 || items.length >= totalCount) return items;
  }
}

async function entries(db: Executor, now: Date): Promise<Entry[]> {
  const drops = await allPages((page) =>
    listDrops(db, { page, count: PAGE_SIZE, upcoming: false }, now),
  );
  const products = await allPages((page) =>
    searchProducts(db, { page, count: PAGE_SIZE, status: 'AVAILABLE' }, now, { staff: false }),
  );
  return [
    ...PAGES.map((path) => ({ path })),
    ...CATEGORIES.map((category) => ({ path: `/category/${categorySlug(category)}` })),
    ...drops.map((drop) => ({
      path: `/collections/${drop.slug}`,
      lastModified: new Date(drop.dropTime),
    })),
    ...products.map((product) => ({ path: `/product/${product.id}` })),
  ];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sitemapXml(db: Executor, publicUrl: string, now: Date): Promise<string> {
  const urls = (await entries(db, now)).map(({ path, lastModified }) => {
    const loc = `<loc>${escapeXml(new URL(path, publicUrl).href)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}
