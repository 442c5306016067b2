// Answers that are files to save (invoices, labels): an attachment with its own file name,
// never kept by a shared cache.
import type { FastifyReply } from 'fastify';

export interface Download {
  /** e.g. FV-2026-11-0001.pdf: ASCII, no quotes (it goes into the header as it is). */
  filename: string;
  bytes: Buffer;
}

export function sendDownload(reply: FastifyReply, file: Download, contentType: string) {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
