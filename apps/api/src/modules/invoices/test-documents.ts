// Invoices as the invoices table holds them, for the document tests (PDF, KSeF XML) that need
// no database: an invoice of two products and shipping with a coupon, and a correction. And
// the text of a PDF, as the tests read it.
import { extractText } from 'unpdf';
import type { InvoiceParty } from '../../db/schema/invoices.ts';
import { correctionDrafts, invoiceDrafts, priceLines } from './amounts.ts';
import { PAYMENT_METHODS } from './invoice-text.ts';
import type { InvoiceRow } from './repository.ts';

export const SELLER: InvoiceParty = {
  name: 'Outlet Drop sp. z o.o.',
  street: 'ul. Przykładowa 12/4',
  postalCode: '00-950',
  city: 'Warszawa',
  country: 'Polska',
  taxId: '1234563218',
};

export const BUYER: InvoiceParty = {
  name: 'Źródło Łąki Spółka z o.o.',
  street: 'ul. Żółkiewskiego 5',
  postalCode: '30-001',
  city: 'Kraków',
  country: 'Polska',
  taxId: '5260250274',
};

/** FV/2026/11/0001: a lamp (249,99 zł), three mugs (10,00 zł), 10,00 zł off, locker shipping. */
export function sampleInvoice(): InvoiceRow {
  const priced = priceLines(
    invoiceDrafts({
      items: [
        { id: 101, name: 'Lampka biurkowa „Żuraw”', price: 24999, quantity: 1 },
        { id: 102, name: 'Kubek ceramiczny', price: 1000, quantity: 3 },
      ],
      discount: 1000,
      shippingCost: 1000,
      shippingMethod: 'INPOST_PARCEL_LOCKER',
    }),
  );
  return {
    id: 1,
    number: 'FV/2026/11/0001',
    kind: 'INVOICE',
    orderId: 7,
    correctsId: null,
    correctionReason: null,
    refundId: null,
    period: '2026/11',
    seq: 1,
    // 00:30 on 1 November in Poland.
    issuedAt: new Date('2026-10-31T23:30:00Z'),
    saleDate: '2026-11-01',
    seller: SELLER,
    buyer: BUYER,
    ...priced,
    paymentMethod: PAYMENT_METHODS.TRANSFER,
  };
}

/** KOR/2026/11/0001: the lamp and the shipping of the sample invoice given back. */
export function sampleCorrection(invoice: InvoiceRow): InvoiceRow {
  const lamp = invoice.lines[0]!;
  const priced = priceLines(
    correctionDrafts(invoice.lines, [], {
      amount: lamp.gross + 1000,
      items: [{ orderItemId: 101, quantity: 1 }],
      shipping: true,
    }),
  );
  return {
    ...invoice,
    id: 2,
    number: 'KOR/2026/11/0001',
    kind: 'CORRECTION',
    correctsId: invoice.id,
    refundId: 31,
    seq: 1,
    issuedAt: new Date('2026-11-05T09:15:00Z'),
    ...priced,
  };
}

/** The PDF's text as a reader copies it (non-breaking spaces read as spaces). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\u00a0/g, ' ');
}
