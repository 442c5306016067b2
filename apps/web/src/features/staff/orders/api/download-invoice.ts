// GET /admin/invoices/{id}/pdf and /admin/invoices/{id}/ksef.xml (READ_ORDERS): an invoice as
// the buyer's PDF and as the KSeF FA(3) XML, saved by the browser. The server names the files;
// these names are only for an answer without one.
import type { OrderInvoice } from '@shop/shared/orders';
import { downloadApiFile } from '@/lib/save-file.ts';

export const downloadInvoicePdf = (invoice: OrderInvoice) =>
  downloadApiFile(`/admin/invoices/${invoice.id}/pdf`, `faktura-${invoice.id}.pdf`);

export const downloadInvoiceKsefXml = (invoice: OrderInvoice) =>
  downloadApiFile(`/admin/invoices/${invoice.id}/ksef.xml`, `faktura-${invoice.id}-ksef.xml`);
