// An invoice as an A4 PDF (pdfkit, docs/decisions/024): "Faktura VAT" or "Faktura
// korygująca", seller and buyer with their NIP, the lines, the totals by VAT rate and the
// payment (the page, fonts and footers: http/pdf.ts).
import QRCode from 'qrcode';
import { PDF_CONTENT_WIDTH, PDF_INK, PDF_MUTED, PDF_PAGE, pdfFile } from '../../http/pdf.ts';
import { invoiceKindLabels } from '@shop/shared/after-sale-labels';
import { formatPrice } from '@shop/shared/money';
import type { InvoiceParty } from '../../db/schema/invoices.ts';
import { CORRECTION_REASON } from './invoice-text.ts';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import type { InvoiceRow } from './repository.ts';

const PAGE = PDF_PAGE;
const CONTENT = PDF_CONTENT_WIDTH;
const INK = PDF_INK;
const MUTED = PDF_MUTED;
const RULE = '#cbd2d9';
const SHADE = '#f0f4f8';

/** 2026-11-01 -> 01.11.2026, as Polish documents write dates. */
const polishDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** The table's columns: header, width (points), alignment. */
const COLUMNS = [
  { title: 'Lp.', width: 24, align: 'center' },
  { title: 'Nazwa', width: 129, align: 'left' },
  { title: 'Ilość', width: 40, align: 'right' },
  { title: 'Cena netto', width: 62, align: 'right' },
  { title: 'Wartość netto', width: 74, align: 'right' },
  { title: 'VAT %', width: 38, align: 'right' },
  { title: 'Kwota VAT', width: 62, align: 'right' },
  { title: 'Wartość brutto', width: CONTENT - 429, align: 'right' },
] as const;

/** A verification QR code of `link`: ISO/IEC 18004, error correction M, a quiet zone of 4 modules. */
export const qrCodePng = (link: string) =>
  QRCode.toBuffer(link, { errorCorrectionLevel: 'M', margin: 4, scale: 6 });

/** An invoice in KSeF, or issued offline: the links of its QR codes (kody-qr.md). */
export interface KsefMark {
  /** Its KSeF number; null for an offline invoice not in KSeF yet (its code reads OFFLINE). */
  number: string | null;
  /** „KOD I”, the invoice's verification link. */
  link: string;
  /** „KOD II”, the issuer's certificate link of an offline invoice; null when there is none. */
  certificateLink: string | null;
}

/**
 * Renders the invoice (and, for a correction, names the invoice it corrects); one accepted in
 * KSeF carries its KSeF number and the verification QR code with the number under it, one
 * issued offline its codes marked OFFLINE and CERTYFIKAT.
 */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  corrected: InvoiceRow | null,
  ksef: KsefMark | null = null,
): Promise<Buffer> {
  const codes = ksef
    ? await Promise.all(
        [ksef.link, ksef.certificateLink].flatMap((link) => (link ? [qrCodePng(link)] : [])),
      )
    : [];
  const { doc, finish } = pdfFile({
    Title: `${invoiceKindLabels[invoice.kind]} ${invoice.number}`,
    Author: invoice.seller.name,
    Subject: invoiceKindLabels[invoice.kind],
    CreationDate: invoice.issuedAt,
  });

  header(doc, invoice, corrected);
  parties(doc, invoice.seller, invoice.buyer);
  linesTable(doc, invoice);
  totals(doc, invoice);
  payment(doc, invoice);
  if (ksef) ksefBlock(doc, ksef, codes);
  return finish(`${invoiceKindLabels[invoice.kind]} ${invoice.number}`);
}

function header(doc: PDFKit.PDFDocument, invoice: InvoiceRow, corrected: InvoiceRow | null) {
  const top = PAGE.margin;
  doc.font('bold').fontSize(20).text(invoiceKindLabels[invoice.kind], PAGE.margin, top);
  doc.font('regular').fontSize(11).fillColor(MUTED).text('nr ', { continued: true });
  doc.font('bold').fillColor(INK).text(invoice.number);
  if (corrected) {
    doc.moveDown(0.3).font('regular').fontSize(9).fillColor(MUTED);
    doc.text('Dotyczy faktury ', { continued: true }).fillColor(INK).font('bold');
    doc.text(corrected.number, { continued: true }).font('regular').fillColor(MUTED);
    doc.text(` z dnia ${polishDate(warsawCalendarDate(corrected.issuedAt))}`);
    doc
      .text('Przyczyna korekty: ', { continued: true })
      .fillColor(INK)
      .text(invoice.correctionReason ?? CORRECTION_REASON);
  }
  const facts: [string, string][] = [
    ['Data wystawienia', polishDate(warsawCalendarDate(invoice.issuedAt))],
    ['Data sprzedaży', polishDate(invoice.saleDate)],
    ['Miejsce wystawienia', invoice.seller.city],
  ];
  const boxWidth = 210;
  const x = PAGE.margin + CONTENT - boxWidth;
  doc.roundedRect(x, top, boxWidth, 14 * facts.length + 12, 4).fill(SHADE);
  facts.forEach(([label, value], i) => {
    const y = top + 7 + i * 14;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, x + 10, y, { width: 120 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, x + 10, y, { width: boxWidth - 20, align: 'right' });
  });
  doc.x = PAGE.margin;
  doc.y = Math.max(doc.y, top + 14 * facts.length + 12) + 22;
}

function parties(doc: PDFKit.PDFDocument, seller: InvoiceParty, buyer: InvoiceParty) {
  const top = doc.y;
  const width = (CONTENT - 20) / 2;
  const block = (title: string, party: InvoiceParty, x: number) => {
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, top, { width, characterSpacing: 0.6 });
    doc
      .moveTo(x, doc.y + 2)
      .lineTo(x + width, doc.y + 2)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc
      .moveDown(0.5)
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(party.name, x, doc.y, { width });
    doc.font('regular').fontSize(9.5).text(party.street, { width });
    doc.text(`${party.postalCode} ${party.city}`, { width });
    if (party.country !== 'Polska') doc.text(party.country, { width });
    doc.moveDown(0.2).text('NIP: ', { continued: true, width }).font('bold').text(party.taxId);
    return doc.y;
  };
  const bottom = Math.max(
    block('Sprzedawca', seller, PAGE.margin),
    block('Nabywca', buyer, PAGE.margin + width + 20),
  );
  doc.x = PAGE.margin;
  doc.y = bottom + 22;
}

/** Starts a new page when `height` points do not fit on this one; answers whether it did. */
function keepTogether(doc: PDFKit.PDFDocument, height: number): boolean {
  if (doc.y + height <= PAGE.height - PAGE.margin) return false;
  doc.addPage();
  return true;
}

const HEADER_CELLS = COLUMNS.map((column) => column.title);
const CELL_PADDING = 4;

/** One table row at the current y, cells in COLUMNS order; a row that does not fit on the page
 * goes to the next, under the column titles again. */
function row(doc: PDFKit.PDFDocument, cells: string[], header = false) {
  const padding = CELL_PADDING;
  doc.font(header ? 'bold' : 'regular').fontSize(8);
  const height =
    Math.max(
      ...cells.map((cell, i) =>
        doc.heightOfString(cell, { width: COLUMNS[i]!.width - 2 * padding }),
      ),
    ) +
    2 * padding;
  if (keepTogether(doc, height) && !header) {
    row(doc, HEADER_CELLS, true);
    doc.font('regular').fontSize(8);
  }
  const top = doc.y;
  if (header) doc.rect(PAGE.margin, top, CONTENT, height).fill(SHADE);
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    doc.fillColor(INK).text(cell, x + padding, top + padding, {
      width: column.width - 2 * padding,
      align: column.align,
    });
    x += column.width;
  });
  doc
    .moveTo(PAGE.margin, top + height)
    .lineTo(PAGE.margin + CONTENT, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = PAGE.margin;
  doc.y = top + height;
}

function linesTable(doc: PDFKit.PDFDocument, invoice: InvoiceRow) {
  row(doc, HEADER_CELLS, true);
  invoice.lines.forEach((line, i) => {
    row(doc, [
      String(i + 1),
      line.correctsLine
        ? `${line.name} (poz. ${line.correctsLine} faktury korygowanej)`
        : line.name,
      `${line.quantity} szt.`,
      // Informative: the gross method bills gross unit prices (docs/invoices.md).
      formatPrice(Math.round(Math.abs(line.net / line.quantity))),
      formatPrice(line.net),
      `${line.vatRate}%`,
      formatPrice(line.vat),
      formatPrice(line.gross),
    ]);
  });
  doc.y += 16;
}

function totals(doc: PDFKit.PDFDocument, invoice: InvoiceRow) {
  const width = 300;
  const x = PAGE.margin + CONTENT - width;
  const columns = [70, 80, 70, 80];
  keepTogether(doc, 80);
  const line = (cells: string[], bold: boolean, shade = false) => {
    const top = doc.y;
    if (shade) doc.rect(x, top, width, 16).fill(SHADE);
    let cx = x;
    cells.forEach((cell, i) => {
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(8)
        .fillColor(INK);
      doc.text(cell, cx + 4, top + 4, {
        width: columns[i]! - 8,
        align: i === 0 ? 'left' : 'right',
      });
      cx += columns[i]!;
    });
    doc.y = top + 16;
  };
  doc.font('bold').fontSize(8).fillColor(MUTED).text('PODSUMOWANIE WEDŁUG STAWEK VAT', x, doc.y, {
    characterSpacing: 0.6,
  });
  doc.moveDown(0.3);
  line(['Stawka', 'Wartość netto', 'Kwota VAT', 'Wartość brutto'], true, true);
  const rate = invoice.lines[0]?.vatRate ?? 23;
  line(
    [`${rate}%`, formatPrice(invoice.net), formatPrice(invoice.vat), formatPrice(invoice.gross)],
    false,
  );
  line(
    ['Razem', formatPrice(invoice.net), formatPrice(invoice.vat), formatPrice(invoice.gross)],
    true,
  );
  doc.x = PAGE.margin;
  doc.y += 18;
}

/**
 * The verification codes (kody-qr.md): „KOD I” with the KSeF number under it, or OFFLINE while
 * an offline invoice is not in KSeF yet; then also „KOD II” with CERTYFIKAT under it.
 */
function ksefBlock(doc: PDFKit.PDFDocument, ksef: KsefMark, codes: Buffer[]) {
  const size = 96;
  keepTogether(doc, size + 40);
  const top = doc.y + 14;
  const labels = [ksef.number ?? 'OFFLINE', 'CERTYFIKAT'];
  codes.forEach((code, i) => {
    const x = PAGE.margin + i * (size + 12);
    doc.image(code, x, top, { width: size, height: size });
    doc
      .font('bold')
      .fontSize(6)
      .fillColor(INK)
      .text(labels[i]!, x - 20, top + size + 2, { width: size + 40, align: 'center' });
  });
  const left = PAGE.margin + codes.length * (size + 12) + 4;
  const width = CONTENT - (left - PAGE.margin);
  doc.font('regular').fontSize(9).fillColor(MUTED);
  if (ksef.number) {
    doc.text('Numer KSeF: ', left, top + 8, { continued: true });
    doc.font('bold').fillColor(INK).text(ksef.number);
  } else {
    doc
      .font('bold')
      .fillColor(INK)
      .text('Faktura wystawiona w trybie offline', left, top + 8, {
        width,
      });
  }
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      ksef.number
        ? 'Fakturę wystawiono w Krajowym Systemie e-Faktur. Zeskanuj kod, aby ją sprawdzić:'
        : 'Faktura zostanie przesłana do Krajowego Systemu e-Faktur. Po jej przesłaniu kod pozwoli ją sprawdzić:',
      left,
      doc.y + 4,
      { width },
    )
    .fillColor(INK)
    .text(ksef.link, { width, link: ksef.link });
  if (ksef.certificateLink) {
    doc
      .fillColor(MUTED)
      .text('Kod CERTYFIKAT potwierdza wystawcę faktury:', { width })
      .fillColor(INK)
      .text(ksef.certificateLink, { width, link: ksef.certificateLink });
  }
  doc.x = PAGE.margin;
  doc.y = Math.max(top + size + 16, doc.y + 8);
}

function payment(doc: PDFKit.PDFDocument, invoice: InvoiceRow) {
  const correction = invoice.kind === 'CORRECTION';
  const height = 58;
  // The box and the note under it.
  keepTogether(doc, height + 40);
  const top = doc.y;
  doc.roundedRect(PAGE.margin, top, CONTENT, height, 4).lineWidth(0.8).strokeColor(INK).stroke();
  const left = PAGE.margin + 12;
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc
    .text('Sposób płatności: ', left, top + 10, { continued: true })
    .fillColor(INK)
    .text(invoice.paymentMethod);
  doc.fillColor(MUTED).text(correction ? 'Zwrócono nabywcy: ' : 'Zapłacono: ', { continued: true });
  doc
    .fillColor(INK)
    .text(
      `${formatPrice(Math.abs(invoice.gross))}${correction ? '' : ` dnia ${polishDate(invoice.saleDate)}`}`,
    );
  const label = correction ? 'Kwota korekty' : 'Do zapłaty';
  const value = correction ? formatPrice(invoice.gross) : formatPrice(0);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(label, PAGE.margin, top + 10, {
      width: CONTENT - 12,
      align: 'right',
    });
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(value, PAGE.margin, top + 24, {
      width: CONTENT - 12,
      align: 'right',
    });
  doc.font('regular').fontSize(7.5).fillColor(MUTED);
  doc.text(
    'Ceny zawierają podatek VAT; podatek obliczono od sumy wartości brutto (art. 106e ust. 7 i 8 ustawy o VAT). Dokument wystawiony elektronicznie, nie wymaga podpisu.',
    PAGE.margin,
    top + height + 14,
    { width: CONTENT },
  );
}
