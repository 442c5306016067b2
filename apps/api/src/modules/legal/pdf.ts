// A legal document written as data (@shop/shared/legal-text: the terms, the withdrawal
// information and model form) as an A4 PDF, the file the order confirmation attaches and the
// pages offer (decision 039): the title and what stands under it, then the numbered sections.
import {
  plainBlock,
  plainInline,
  type LegalBlock,
  type LegalDocument,
  type LegalParty,
} from '@shop/shared/legal-text';
import { PDF_CONTENT_WIDTH, PDF_MUTED, PDF_PAGE, pdfFile } from '../../http/pdf.ts';

const INDENT = 16;

export function renderLegalPdf(
  document: LegalDocument,
  party: LegalParty,
  createdAt: Date,
): Promise<Buffer> {
  const { doc, finish } = pdfFile({
    Title: document.title,
    Author: party.name,
    Subject: document.subtitle,
    CreationDate: createdAt,
  });
  doc.font('bold').fontSize(18).text(document.title);
  doc.moveDown(0.2).font('regular').fontSize(10).fillColor(PDF_MUTED).text(document.subtitle);
  doc.fillColor('black');
  document.sections.forEach((section, index) => {
    if (section.ownPage) doc.addPage();
    else doc.moveDown(1);
    const title = document.numbered ? `§ ${index + 1}. ${section.title}` : section.title;
    doc.font('bold').fontSize(12).text(title, PDF_PAGE.margin);
    doc.moveDown(0.3);
    for (const block of section.blocks) writeBlock(doc, block, party);
  });
  return finish(document.title);
}

function writeBlock(doc: PDFKit.PDFDocument, block: LegalBlock, party: LegalParty) {
  const x = PDF_PAGE.margin;
  doc.font('regular').fontSize(9.5);
  switch (block.kind) {
    case 'provisions':
      block.items.forEach((item, index) => {
        const y = doc.y;
        doc.text(`${index + 1}.`, x, y, { width: INDENT });
        doc.text(plainInline(item, party), x + INDENT, y, {
          width: PDF_CONTENT_WIDTH - INDENT,
          align: 'justify',
        });
        doc.moveDown(0.3);
      });
      break;
    case 'heading':
      doc.moveDown(0.3).font('bold').fontSize(10.5).text(block.text, x);
      doc.moveDown(0.2);
      break;
    case 'blanks':
      for (const label of block.items) {
        doc.moveDown(0.6).text(label, x);
        doc.moveDown(1.2);
        doc
          .moveTo(x, doc.y)
          .lineTo(x + PDF_CONTENT_WIDTH, doc.y)
          .dash(2, { space: 2 })
          .stroke()
          .undash();
      }
      doc.moveDown(0.6);
      break;
    default:
      for (const line of plainBlock(block, party)) {
        doc.text(line, x, doc.y, { width: PDF_CONTENT_WIDTH, align: 'justify' });
        doc.moveDown(0.3);
      }
  }
}
