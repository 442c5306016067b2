// Test helpers: request bodies as a browser's FormData would send them, and files to send.
import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PDF of `pages` pages (pdfkit), as a manufacturer's manual would be; `userPassword` locks it. */
export function pdfFile(pages = 2, options: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument(options);
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (let page = 1; page <= pages; page++) {
      if (page > 1) document.addPage();
      document.text(`Instrukcja obsługi, strona ${page}`);
    }
    document.end();
  });
}
