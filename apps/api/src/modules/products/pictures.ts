// A product's pictures: an upload becomes WebP variants in the image storage (modules/images)
// and one row in the product's picture list; removing one deletes its row, then its files. Each
// change is in the audit trail with the staff member who made it (`product.picture.*`).
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  deleteImageFiles,
  makeVariants,
  newImageBaseName,
  storeVariants,
} from '../images/index.ts';
import type { ImageStorage } from '../images/index.ts';
import type { AuditChange } from '@shop/shared/audit';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import {
  attachProductImage,
  detachProductImage,
  listProductImages,
  reorderProductImages,
  type ProductImage,
} from './service.ts';

export interface ImageDeps {
  db: Db;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  /** Who changes the pictures or the document, and when (the audit trail). */
  actor: AuditActor;
  now: Date;
}

/** The product's audit entry of a picture or document change. */
export const auditFile = (
  tx: Executor,
  deps: ImageDeps,
  productId: number,
  action: string,
  change: AuditChange,
) =>
  recordAudit(
    tx,
    deps.actor,
    { entity: 'product', entityId: productId, action, changes: [change] },
    deps.now,
  );

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
    return await deps.db.transaction(async (tx) => {
      const images = await attachProductImage(tx, productId, url);
      await auditFile(tx, deps, productId, 'product.picture.add', {
        field: 'picture',
        old: null,
        new: url,
      });
      return images;
    });
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
  const { removed, images } = await deps.db.transaction(async (tx) => {
    const detached = await detachProductImage(tx, productId, imageId);
    if (!detached.removed) throw notFound(IMAGE_NOT_FOUND);
    await auditFile(tx, deps, productId, 'product.picture.remove', {
      field: 'picture',
      old: detached.removed,
      new: null,
    });
    return { removed: detached.removed, images: detached.images };
  });
  await deleteImageFiles(deps.storage, removed, deps.log);
  return images;
}

/** Puts the pictures in the order of `ids` (the first is the main one); see reorderProductImages. */
export function reorderPictures(
  deps: ImageDeps,
  productId: number,
  ids: number[],
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const before = await listProductImages(tx, productId);
    const images = await reorderProductImages(tx, productId, ids);
    const order = (urls: string[]) => urls.join(', ');
    const was = order(before.map((image) => image.url));
    if (was !== order(images)) {
      await auditFile(tx, deps, productId, 'product.picture.order', {
        field: 'pictures',
        old: was,
        new: order(images),
      });
    }
    return images;
  });
}

export async function listImages(deps: ImageDeps, productId: number): Promise<ProductImage[]> {
  return listProductImages(deps.db, productId);
}
