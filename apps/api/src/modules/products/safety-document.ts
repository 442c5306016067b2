// A product's safety document (decision 028): the manufacturer's manual or safety sheet as one
// PDF, linked from "Bezpieczeństwo produktu". The file is checked and kept by the images module
// (documents.ts); the product_documents row (migration 0034) says which product shows it.
// Attaching one replaces the one before; its own table leaves the product's version as it was.
import { eq, sql } from 'drizzle-orm';
import type { SafetyDocument } from '@shop/shared/product-safety';
import type { Executor } from '../../db/client.ts';
import { productDocuments, products } from '../../db/schema/products.ts';
import { notFound } from '../../http/errors.ts';
import { deleteDocumentFile, storeDocument } from '../images/index.ts';
import { auditFile, type ImageDeps } from './pictures.ts';

const PRODUCT_NOT_FOUND = 'Nie znaleziono produktu';
const NO_DOCUMENT = 'Produkt nie ma dołączonego dokumentu';

/** The name shown to shoppers: the uploaded file's own, without any folder, at most 120 chars. */
function shownName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop()!.trim().slice(-120);
  return base.toLowerCase().endsWith('.pdf') && base.length > 4 ? base : 'dokument.pdf';
}

/** 404 unless the product exists; `lock` keeps it from being deleted until the end. */
async function assertProduct(executor: Executor, productId: number, lock = false) {
  const query = executor
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = await (lock ? query.for('key share') : query);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
}

/** Attaches (or replaces) the product's document; answers what the product page will show. */
export async function attachSafetyDocument(
  deps: ImageDeps,
  productId: number,
  upload: Buffer,
  fileName: string | undefined,
): Promise<SafetyDocument> {
  await assertProduct(deps.db, productId); // 404 before the file is read and stored
  const url = await storeDocument(deps.storage, productId, upload);
  const document = { url, fileName: shownName(fileName), sizeBytes: upload.length };
  let replaced: string | undefined;
  try {
    replaced = await deps.db.transaction(async (tx) => {
      await assertProduct(tx, productId, true);
      const [before] = await tx
        .select({ url: productDocuments.url, fileName: productDocuments.fileName })
        .from(productDocuments)
        .where(eq(productDocuments.productId, productId))
        .for('update');
      await tx
        .insert(productDocuments)
        .values({ productId, ...document })
        .onConflictDoUpdate({
          target: productDocuments.productId,
          set: { ...document, createdAt: sql`now()` },
        });
      await auditFile(tx, deps, productId, 'product.document.attach', {
        field: 'document',
        old: before?.fileName ?? null,
        new: document.fileName,
      });
      return before?.url;
    });
  } catch (error) {
    await deleteDocumentFile(deps.storage, url, deps.log);
    throw error;
  }
  if (replaced) await deleteDocumentFile(deps.storage, replaced, deps.log);
  return document;
}

/** Removes the product's document (404 when the product or its document is missing). */
export async function removeSafetyDocument(deps: ImageDeps, productId: number): Promise<void> {
  await assertProduct(deps.db, productId);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productDocuments)
      .where(eq(productDocuments.productId, productId))
      .returning({ url: productDocuments.url, fileName: productDocuments.fileName });
    if (!row) throw notFound(NO_DOCUMENT);
    await auditFile(tx, deps, productId, 'product.document.remove', {
      field: 'document',
      old: row.fileName,
      new: null,
    });
    return row;
  });
  await deleteDocumentFile(deps.storage, removed.url, deps.log);
}
