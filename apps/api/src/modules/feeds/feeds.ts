// Product feeds for price comparison and shopping services (decision 033): Google Merchant
// Center's RSS 2.0 with g: fields, and Ceneo's offers XML. Both list the products on sale now,
// as shoppers see them (price, stock, pictures), with their GPSR identifiers (brand, EAN, model).
// The routes keep them as catalogue answers, so a price step or a sale changes them at once.
import type { Product } from '@shop/shared/catalogue';
import { DELIVERY_OPTIONS } from '@shop/shared/delivery';
import { SHOP_NAME } from '@shop/shared/document-title';
import { categoryLabels, conditionLabels, shippingMethodLabels } from '@shop/shared/enums';
import type { Condition } from '@shop/shared/enums';
import {
  LEVEL_MS,
  WITHDRAWN_AFTER_MS,
  nextPriceDropTime,
  scheduleLevel,
} from '@shop/shared/price-schedule';
import { productPath } from '@shop/shared/structured-data';
import type { Executor } from '../../db/client.ts';
import { getProductsByIds, searchProducts } from '../products/index.ts';
import { xmlDocument } from '../../http/xml.ts';

const PAGE_SIZE = 200;
/** Google reads at most ten additional pictures. */
const MAX_ADDITIONAL_IMAGES = 10;

/** Every product on sale now, with its safety data (brand and identifiers). */
export async function productsOnSale(db: Executor, now: Date): Promise<Product[]> {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const { items, totalCount } = await searchProducts(
      db,
      { page, count: PAGE_SIZE, status: 'AVAILABLE' },
      now,
      { staff: false },
    );
    ids.push(...items.map((item) => item.id));
    if (items.length === 0 || ids.length >= totalCount) break;
  }
  const products: Product[] = [];
  for (let i = 0; i < ids.length; i += PAGE_SIZE) {
    products.push(
      ...(await getProductsByIds(db, ids.slice(i, i + PAGE_SIZE), now, { staff: false })),
    );
  }
  return products.sort((a, b) => a.id - b.id);
}

const absolute = (path: string, origin: string) => new URL(path, origin).href;
/** "123.45 PLN", as Google reads prices. */
const googlePrice = (grosze: number) => `${(grosze / 100).toFixed(2)} PLN`;
/** "2026-11-27T10:00Z", Google's date-time form. */
const googleTime = (date: Date) => `${date.toISOString().slice(0, 16)}Z`;

/**
 * Google's condition: the shop restores nothing, so a returned, incomplete or faulty piece is
 * "used" (its description says what is wrong), never "refurbished".
 */
const googleCondition: Record<Condition, 'new' | 'used'> = {
  NEW: 'new',
  USED: 'used',
  MISSING_PARTS: 'used',
  DEFECTIVE: 'used',
};

/**
 * The price and, for one of the shop's own reductions (a step of the falling schedule), the sale
 * price with the time it holds: from the step's start to the next step (or the withdrawal on day
 * 14). The "was" price is the lowest of the 30 days before the reduction (decision 027), never
 * the market price.
 */
function googlePrices(product: Product, now: Date) {
  const reduced = product.price < product.omnibusPrice;
  if (!reduced || product.priceType !== 'DYNAMIC_LEVELS') {
    return { price: googlePrice(product.price) };
  }
  const dropTime = new Date(product.drop.dropTime);
  const level = scheduleLevel(dropTime, now);
  const from = new Date(dropTime.getTime() + level * LEVEL_MS);
  const until =
    nextPriceDropTime(dropTime, now) ?? new Date(dropTime.getTime() + WITHDRAWN_AFTER_MS);
  return {
    price: googlePrice(product.omnibusPrice),
    sale_price: googlePrice(product.price),
    sale_price_effective_date: `${googleTime(from)}/${googleTime(until)}`,
  };
}

/** The description Google shows: the shop's own, with what is wrong with a piece that is not new. */
function describe(product: Product) {
  const notes = product.safety?.inspectionNotes;
  const condition =
    product.condition === 'NEW' ? '' : `Stan: ${conditionLabels[product.condition]}. `;
  return `${condition}${product.description}${notes ? `\n\n${notes}` : ''}`.slice(0, 5000);
}

/** Google refuses an item without a picture: a product without one is left out of its feed. */
export function googleFeed(products: Product[], origin: string, now: Date): string {
  const channel = xmlDocument()
    .ele('rss', { version: '2.0', 'xmlns:g': 'http://base.google.com/ns/1.0' })
    .ele('channel');
  channel.ele('title').txt(SHOP_NAME);
  channel.ele('link').txt(absolute('/', origin));
  channel.ele('description').txt(`${SHOP_NAME}: zwroty i nadwyżki w kolekcjach`);
  for (const product of products.filter((p) => p.images.length > 0)) {
    const item = channel.ele('item');
    const field = (name: string, value: string) => item.ele(`g:${name}`).txt(value);
    const safety = product.safety;
    field('id', String(product.id));
    field('title', product.name.slice(0, 150));
    field('description', describe(product));
    field('link', absolute(productPath(product.id), origin));
    const [main, ...more] = product.images;
    field('image_link', absolute(main!, origin));
    for (const image of more.slice(0, MAX_ADDITIONAL_IMAGES)) {
      field('additional_image_link', absolute(image, origin));
    }
    field('availability', 'in_stock');
    for (const [name, value] of Object.entries(googlePrices(product, now))) field(name, value);
    field('condition', googleCondition[product.condition]);
    if (safety?.manufacturer) field('brand', safety.manufacturer.name);
    if (safety?.gtin) field('gtin', safety.gtin);
    if (safety?.model) field('mpn', safety.model);
    if (!safety?.gtin && !(safety?.manufacturer && safety.model)) {
      field('identifier_exists', 'no');
    }
    field('product_type', categoryLabels[product.category]);
    for (const option of DELIVERY_OPTIONS) {
      const shipping = item.ele('g:shipping');
      shipping.ele('g:country').txt('PL');
      shipping.ele('g:service').txt(shippingMethodLabels[option.method]);
      shipping.ele('g:price').txt(googlePrice(option.cost));
    }
  }
  return channel.end({ prettyPrint: true });
}

/** Ceneo's price: gross złoty with a decimal point. */
const ceneoPrice = (grosze: number) => (grosze / 100).toFixed(2);
/** Ceneo's "avail": 1 means the shop has the piece and sends it at once. */
const AVAILABLE_NOW = '1';

export function ceneoFeed(products: Product[], origin: string): string {
  const offers = xmlDocument().ele('offers', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    version: '1',
  });
  const group = offers.ele('group', { name: 'other' });
  for (const product of products) {
    const offer = group.ele('o', {
      id: String(product.id),
      url: absolute(productPath(product.id), origin),
      price: ceneoPrice(product.price),
      avail: AVAILABLE_NOW,
      stock: String(product.stock),
      set: '0',
      basket: '1',
    });
    offer.ele('cat').txt(categoryLabels[product.category]);
    offer.ele('name').txt(product.name);
    const [main, ...more] = product.images;
    if (main) {
      const imgs = offer.ele('imgs');
      imgs.ele('main', { url: absolute(main, origin) });
      for (const image of more) imgs.ele('i', { url: absolute(image, origin) });
    }
    offer.ele('desc').txt(describe(product));
    const attrs = offer.ele('attrs');
    const attr = (name: string, value: string) => attrs.ele('a', { name }).txt(value);
    const safety = product.safety;
    if (safety?.manufacturer) attr('Producent', safety.manufacturer.name);
    if (safety?.gtin) attr('EAN', safety.gtin);
    if (safety?.model) attr('Kod_producenta', safety.model);
    attr('Stan', conditionLabels[product.condition]);
  }
  return offers.end({ prettyPrint: true });
}
