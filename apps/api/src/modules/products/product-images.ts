// A product's pictures as its rows hold them: listed, appended, removed, reordered (the files
// themselves are the images module's; products/service.ts is the module's face).
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';
import { type ProductImage, PRODUCT_NOT_FOUND } from './product-types.ts';

export async function imageUrls(executor: Executor, productId: number): Promise<string[]> {
  return (await repo.findImages(executor, [productId])).map((image) => image.url);
}

export async function listProductImages(
  executor: Executor,
  productId: number,
): Promise<ProductImage[]> {
  if (!(await repo.productExists(executor, productId))) throw notFound(PRODUCT_NOT_FOUND);
  return (await repo.findImages(executor, [productId])).map(({ id, url, position }) => ({
    id,
    url,
    position,
  }));
}

/** Adds `url` (the largest WebP variant) as the product's last image; answers all image URLs. */
export async function attachProductImage(
  executor: Executor,
  productId: number,
  url: string,
): Promise<string[]> {
  if (!(await repo.productExists(executor, productId))) throw notFound(PRODUCT_NOT_FOUND);
  await repo.insertImage(executor, productId, url);
  return imageUrls(executor, productId);
}

/** Removes one image by id or URL; `removed` is its URL (for deleting the files) or null. */
export async function detachProductImage(
  executor: Executor,
  productId: number,
  image: number | string,
): Promise<{ removed: string | null; images: string[] }> {
  if (!(await repo.productExists(executor, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const removed = await repo.deleteImage(executor, productId, image);
  return { removed, images: await imageUrls(executor, productId) };
}

/**
 * Puts the product's pictures in the order of `ids`, the first being the main one (shown on
 * cards and first in the gallery and feeds). `ids` must be exactly the product's pictures: one
 * added or removed meanwhile (another tab) is a 409, so nothing is reordered by a stale list.
 */
export async function reorderProductImages(
  tx: Executor,
  productId: number,
  ids: number[],
): Promise<string[]> {
  if (!(await repo.productExists(tx, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const current = await repo.findImages(tx, [productId]);
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    current.every((image) => ids.includes(image.id));
  if (!same) {
    throw conflict(
      'ImagesChangedException',
      'Zdjęcia produktu zmieniły się w międzyczasie: odśwież stronę i ustaw kolejność jeszcze raz',
    );
  }
  await repo.setImagePositions(tx, productId, ids);
  return imageUrls(tx, productId);
}
