// GET /orders/{id}/invoices/{invoiceId}/pdf (the order's shopper): the invoice as a PDF, saved by
// the browser. The server names the file; this name is only for an answer without one.
import type { OrderInvoice } from '@shop/shared/orders';
import { downloadApiFile } from '@/lib/save-file.ts';

export const downloadInvoice = (orderId: number, invoice: OrderInvoice) =>
  downloadApiFile(`/orders/${orderId}/invoices/${invoice.id}/pdf`, `faktura-${invoice.id}.pdf`);
