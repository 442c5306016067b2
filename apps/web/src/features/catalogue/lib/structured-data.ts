// schema.org structured data (JSON-LD) for search engines: the landing page's item list with
// PLN offers and the product page's Product.
import type { Product } from '@shop/shared/catalogue';
import type { Condition, ProductStatus } from '@shop/shared/enums';
import { paths } from '@/lib/paths.ts';

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

const absolute = (path: string) => new URL(path, window.location.origin).toString();

function offer(product: Product) {
  return {
    '@type': 'Offer',
    url: absolute(paths.product(product.id)),
    price: (product.price / 100).toFixed(2),
    priceCurrency: 'PLN',
    availability: availability[product.status],
    itemCondition: itemCondition[product.condition],
  };
}

export function productStructuredData(product: Product) {
  const image = product.images[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(image ? { image: absolute(image) } : {}),
    itemCondition: itemCondition[product.condition],
    offers: offer(product),
  };
}

export function itemListStructuredData(name: string, products: readonly Product[]) {
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
        url: absolute(paths.product(product.id)),
        ...(product.images[0] ? { image: absolute(product.images[0]) } : {}),
        offers: offer(product),
      },
    })),
  };
}
