// Picture files: an upload becomes WebP variants in the image storage; which product shows
// which picture is the products module's (products/pictures.ts). Imports no other module.
//
// Exported for other modules:
//   makeVariants(upload): Promise<ImageVariant[]>      the WebP widths of one picture
//   storeVariants(storage, baseName, variants): Promise<url>  files of one image; its URL
//   deleteImageFiles(storage, url, log): Promise<void>        every variant file of one image
//   storePrivatePhoto(storage, upload): Promise<name>   a shopper's photo under a private name
//   readPrivatePhoto(storage, name), deletePrivatePhoto(storage, name, log)
import { randomBytes } from 'node:crypto';
import { LARGEST_IMAGE_WIDTH, IMAGE_WIDTHS } from '@shop/shared/images';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { PRIVATE_FILE_NAME, type ImageStorage } from './storage.ts';
import { makePhoto, PHOTO_WIDTH, type ImageVariant } from './variants.ts';

export { makeVariants } from './variants.ts';

/** 413 for an upload over the size limit (UPLOAD_MAX_BYTES): `tooBig` and the limit in MB. */
export function uploadTooLarge(tooBig: string, maxBytes: number): AppError {
  const limit = `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`;
  return new AppError('PayloadTooLargeException', 413, `${tooBig}, maksymalny rozmiar to ${limit}`);
}

/** 413 for an uploaded picture over the size limit. */
export const pictureTooLarge = (maxBytes: number) =>
  uploadTooLarge('Zdjęcie jest za duże', maxBytes);

const fileName = (baseName: string, width: number) => `${baseName}-${width}.webp`;

/**
 * A fresh base name per stored image: its files are never overwritten, so caching is safe. Named
 * after its product, or "pi" for an imported picture (made before its product exists).
 */
export function newImageBaseName(productId: number | 'import'): string {
  const owner = productId === 'import' ? 'pi' : `p${productId}`;
  return `${owner}-${randomBytes(8).toString('hex')}`;
}

/** Stores every variant of one image and answers the URL of the largest (images.ts). */
export async function storeVariants(
  storage: ImageStorage,
  baseName: string,
  variants: ImageVariant[],
): Promise<string> {
  await Promise.all(
    variants.map((v) => storage.put(fileName(baseName, v.width), v.body, 'image/webp')),
  );
  return storage.url(fileName(baseName, LARGEST_IMAGE_WIDTH));
}

/** Deletes every variant of the image at `url` (a URL made by `storeVariants`). */
export async function deleteImageFiles(storage: ImageStorage, url: string, log: FastifyBaseLogger) {
  const name = storage.nameOf(url);
  const baseName = name?.replace(/-\d+\.webp$/, '');
  if (!baseName) {
    log.warn({ url }, 'image URL not from this storage: files left in place');
    return;
  }
  const results = await Promise.allSettled(
    IMAGE_WIDTHS.map((width) => storage.remove(fileName(baseName, width))),
  );
  // The row is gone already; a file left behind costs space, not correctness.
  for (const result of results) {
    if (result.status === 'rejected')
      log.error({ err: result.reason, url }, 'image file not deleted');
  }
}

/**
 * Stores a shopper's photo (a return's, docs/returns.md) as one WebP under a private,
 * unguessable name, and answers the name. Never listed or served by /api/images; its owner
 * reads it through `readPrivatePhoto`. 400 for what is not a JPEG, PNG or WebP picture.
 */
export async function storePrivatePhoto(storage: ImageStorage, upload: Buffer): Promise<string> {
  const body = await makePhoto(upload);
  const name = `rp-${randomBytes(16).toString('hex')}-${PHOTO_WIDTH}.webp`;
  await storage.put(name, body, 'image/webp');
  return name;
}

/** The WebP bytes of a private photo, or null when the name is not one or the file is gone. */
export async function readPrivatePhoto(storage: ImageStorage, name: string) {
  return PRIVATE_FILE_NAME.test(name) ? storage.read(name) : null;
}

/** Deletes a private photo (its request was refused); a failure is logged, not thrown. */
export async function deletePrivatePhoto(
  storage: ImageStorage,
  name: string,
  log: FastifyBaseLogger,
) {
  await storage.remove(name).catch((error: unknown) => {
    log.error({ err: error, name }, 'private photo not deleted');
  });
}
