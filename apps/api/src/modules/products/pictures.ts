// A product's pictures: an upload becomes WebP variants in the image storage (modules/images)
// and one row in the product's picture list; removing one deletes its row, then its files.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  deleteImageFiles,
  makeVariants,
  newImageBaseName,
  storeVariants,
} from '../images/service.ts';
import type { ImageStorage } from '../images/storage.ts';
import {
  attachProductImage,
  detachProductImage,
  listProductImages,
  type ProductImage,
} from './service.ts';

export interface ImageDeps {
  db: Executor;
  storage: ImageStorage;
  log: FastifyBaseLogger;
}

const IMAGE_NOT_FOUND = 'Nie znaleziono zdjęcia';

export async function addProductImage(
  deps: ImageDeps,
  productId: number,
  upload: Buffer,
): Promise<string[]> {
  // 404 before the (slow) resizing; attach checks again in case the product goes meanwhile.
  await listProductImages(deps.db, productId);
  const variants = await makeVariants(upload);
  const url = await storeVariants(deps.storage, newImageBaseName(productId), variants);
  try {
    return await attachProductImage(deps.db, productId, url);
  } catch (error) {
    await deleteImageFiles(deps.storage, url, deps.log);
    throw error;
  }
}

export async function removeProductImage(
  deps: ImageDeps,
  productId: number,
  imageId: number,
): Promise<string[]> {
  const { removed, images } = await detachProductImage(deps.db, productId, imageId);
  if (!removed) throw notFound(IMAGE_NOT_FOUND);
  await deleteImageFiles(deps.storage, removed, deps.log);
  return images;
}

export async function listImages(deps: ImageDeps, productId: number): Promise<ProductImage[]> {
  return listProductImages(deps.db, productId);
}
