// Products as a shopper sees them, for the product page, the cart and checkout: one kept answer
// per product (GET /api/products/{id}), so at a drop opening the cart and the order read the
// pieces from this replica's memory instead of the database. The answers are exactly as fresh
// as the product page (docs/catalogue-cache.md); the stock they show is only a first answer,
// place_orders' conditional holds are the guard (docs/checkout.md).
import type { FastifyInstance } from 'fastify';
import type { Product } from '@shop/shared/catalogue';
import { getShopperProduct } from './service.ts';
import { keptAnswer, productTags, tags, type CatalogueRead } from '../../catalogue/cached-reads.ts';

/** Reads products as shoppers see them (cart, checkout): see shopperProductsOf. */
export type ShopperProducts = (ids: readonly number[], now: Date) => Promise<Product[]>;

/** The key of a product's kept answer: the URL the product page asks. */
export const productUrl = (id: number) => `/api/products/${id}`;

export function shopperProductRead(app: FastifyInstance, id: number): CatalogueRead<Product> {
  return {
    read: (now) => getShopperProduct(app.db, app.clock, id, now),
    tags: productTags,
    scheduleOf: (product) => product.drop.id,
    // An upcoming product appears when its drop starts, which a staff edit may bring forward.
    notFoundTags: [tags.product(id), tags.drops],
    staff: false,
  };
}

/** The products among `ids` that shoppers can see (unknown and upcoming ones left out). */
export function shopperProductsOf(app: FastifyInstance): ShopperProducts {
  return async (ids, now) => {
    const answers = await Promise.all(
      [...new Set(ids)].map((id) =>
        keptAnswer(app, productUrl(id), shopperProductRead(app, id), now),
      ),
    );
    return answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => JSON.parse(answer.body) as Product);
  };
}
