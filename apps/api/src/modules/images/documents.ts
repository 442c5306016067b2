// A product's safety document (decision 028): one PDF staff upload, checked to be a real PDF by
// reading it with pdf.js (unpdf), never by its name or the client's content type, and stored
// under a server-made name beside the product's pictures.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { getDocumentProxy } from 'unpdf';
import { badRequest } from '../../http/errors.ts';
import { DOCUMENT_FILE_NAME, type ImageStorage } from './storage.ts';

export const NOT_A_PDF =
  'Plik nie jest dokumentem PDF. Wybierz instrukcję lub kartę w formacie PDF';
const NO_PAGES = 'Dokument PDF nie ma żadnej strony';
const PROTECTED = 'Dokument PDF jest chroniony hasłem. Prześlij wersję bez hasła';

/** The number of pages of a PDF that opens without a password; 400 in Polish otherwise. */
export async function checkPdf(upload: Buffer): Promise<number> {
  // The header comes first (ISO 32000-1, 7.5.2); pdf.js would also "repair" other files.
  if (upload.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest(NOT_A_PDF);
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(upload), {
      stopAtErrors: true,
      verbosity: 0,
    });
  } catch (error) {
    throw badRequest((error as Error).name === 'PasswordException' ? PROTECTED : NOT_A_PDF);
  }
  try {
    if (document.numPages < 1) throw badRequest(NO_PAGES);
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

/** Stores a checked PDF under a fresh name and answers its URL. */
export async function storeDocument(
  storage: ImageStorage,
  productId: number,
  upload: Buffer,
): Promise<string> {
  await checkPdf(upload);
  const name = `d${productId}-${randomBytes(8).toString('hex')}.pdf`;
  await storage.put(name, upload, 'application/pdf');
  return storage.url(name);
}

/** Deletes the document at `url`; a foreign URL or a failure is logged, not thrown. */
export async function deleteDocumentFile(
  storage: ImageStorage,
  url: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const name = storage.nameOf(url);
  if (!name || !DOCUMENT_FILE_NAME.test(name)) {
    log.warn({ url }, 'document URL not from this storage: file left in place');
    return;
  }
  // The row is gone already; a file left behind costs space, not correctness.
  await storage.remove(name).catch((error: unknown) => {
    log.error({ err: error, url }, 'document file not deleted');
  });
}
