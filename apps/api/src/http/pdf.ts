// The PDF files the shop hands out (pdfkit, decision 024): invoices and the legal documents. A4,
// DejaVu Sans embedded (the PDF standard fonts have no Polish letters: ą, ę, ł...) as 'regular'
// and 'bold', and on every page a footer with the document's name and „Strona n z m”.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const REGULAR = fontFile('DejaVuSans');
const BOLD = fontFile('DejaVuSans-Bold');

export const PDF_PAGE = { width: 595.28, height: 841.89, margin: 42 };
export const PDF_CONTENT_WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;
export const PDF_INK = '#1f2933';
export const PDF_MUTED = '#616e7c';

export interface PdfFile {
  doc: PDFKit.PDFDocument;
  /** Writes the footers, ends the document and resolves to its bytes. */
  finish(footer: string): Promise<Buffer>;
}

/** A new A4 document with the fonts registered; `info` goes into its properties. */
export function pdfFile(info: PDFKit.DocumentInfo): PdfFile {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_PAGE.margin,
    // Kept until the end, when every page gets its footer with the page count.
    bufferPages: true,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.fillColor(PDF_INK);
  return {
    doc,
    finish(footer) {
      footers(doc, footer);
      doc.end();
      return done;
    },
  };
}

function footers(doc: PDFKit.PDFDocument, footer: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    const y = PDF_PAGE.height - PDF_PAGE.margin + 14;
    const half = PDF_CONTENT_WIDTH / 2;
    doc.font('regular').fontSize(7.5).fillColor(PDF_MUTED);
    doc.text(footer, PDF_PAGE.margin, y, { width: half, lineBreak: false });
    doc.text(`Strona ${page - start + 1} z ${count}`, PDF_PAGE.margin + half, y, {
      width: half,
      align: 'right',
      lineBreak: false,
    });
  }
}
