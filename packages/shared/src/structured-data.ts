// schema.org structured data (JSON-LD) for search engines: the landing page's item list with
// PLN offers and the product page's Product. The browser builds it for the page it shows, the
// server for the HTML it sends (link previews, crawlers that run no scripts); `origin` makes
// the URLs absolute.
import type { Product } from './catalogue.ts';
import type { Condition, ProductStatus } from './enums.ts';

/**
 * JSON to put inside a <script> element (JSON-LD, the page state of a server-rendered page):
 * '<' is escaped, so no text in the data (a product description) can end the element early.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The storefront's product page (the web app's route /product/{id}). */
export const productPath = (id: number) => `/product/${id}`;

const availability: Record<ProductStatus, string> = {
  AVAILABLE: 'https://schema.org/InStock',
  // Held by an unpaid order: schema.org's own word for it, not sold out.
  RESERVED: 'https://schema.org/Reserved',
  SOLD_OUT: 'https://schema.org/SoldOut',
  NOT_AVAILABLE: 'https://schema.org/Discontinued',
  UPCOMING: 'https://schema.org/PreOrder',
};

const itemCondition: Record<Condition, string> = {
  NEW: 'https://schema.org/NewCondition',
  USED: 'https://schema.org/UsedCondition',
  MISSING_PARTS: 'https://schema.org/DamagedCondition',
  DEFECTIVE: 'https://schema.org/DamagedCondition',
};

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

function offer(product: Product, origin: string) {
  return {
    '@type': 'Offer',
    url: absolute(productPath(product.id), origin),
    price: (product.price / 100).toFixed(2),
    priceCurrency: 'PLN',
    availability: availability[product.status],
    itemCondition: itemCondition[product.condition],
  };
}

/** The GTIN under its length's own property (gtin13 for an EAN-13), as Google reads it. */
function gtinProperty(gtin: string) {
  const key = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' }[gtin.length] ?? 'gtin';
  return { [key]: gtin };
}

/** Brand and identifiers from the product's safety data (GPSR), where it has them. */
function identification(product: Product) {
  const safety = product.safety;
  if (!safety) return {};
  return {
    ...(safety.manufacturer ? { brand: { '@type': 'Brand', name: safety.manufacturer.name } } : {}),
    ...(safety.model ? { mpn: safety.model } : {}),
    ...(safety.gtin ? gtinProperty(safety.gtin) : {}),
    ...(safety.serialNumber ? { serialNumber: safety.serialNumber } : {}),
  };
}

export function productStructuredData(product: Product, origin: string) {
  const image = product.images[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(image ? { image: absolute(image, origin) } : {}),
    ...identification(product),
    itemCondition: itemCondition[product.condition],
    offers: offer(product, origin),
  };
}

export function itemListStructuredData(name: string, products: readonly Product[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        url: absolute(productPath(product.id), origin),
        ...(product.images[0] ? { image: absolute(product.images[0], origin) } : {}),
        offers: offer(product, origin),
      },
    })),
  };
}
