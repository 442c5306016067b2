// INVOICE_ISSUED: the VAT invoice (or correcting invoice) of the order, its PDF attached.
import type { Order } from '@shop/shared/orders';
import { layout, paragraph, type MailContext } from './layout.ts';
import { ordersLink, signature } from './order-parts.ts';

/** The invoice's PDF as the invoices module makes it. */
export interface InvoiceFile {
  number: string;
  /** e.g. FV-2026-11-0001.pdf */
  filename: string;
  bytes: Uint8Array;
}

export function invoiceIssuedEmail(
  order: Order,
  context: MailContext,
  invoiceId: number | undefined,
  invoice: InvoiceFile,
) {
  const correction = order.invoices.find((i) => i.id === invoiceId)?.kind === 'CORRECTION';
  const name = correction ? 'Faktura korygująca' : 'Faktura VAT';
  return {
    ...layout(context, {
      subject: `${name} nr ${invoice.number} do zamówienia nr ${order.id}`,
      title: name,
      blocks: [
        paragraph(
          `W załączniku przesyłamy ${correction ? 'fakturę korygującą' : 'fakturę VAT'} nr `,
          { bold: invoice.number },
          ` do zamówienia nr ${order.id}.`,
        ),
        ordersLink(context),
        signature,
      ],
    }),
    attachments: [
      { filename: invoice.filename, content: invoice.bytes, contentType: 'application/pdf' },
    ],
  };
}
