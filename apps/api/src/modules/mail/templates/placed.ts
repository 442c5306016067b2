// PLACED: the order is in; pay by the reservation's end (the link and the deadline). It is the
// confirmation of the contract on a durable medium (art. 21 of the consumer rights act; decision
// 039): the order, the pieces' accepted deviations, the terms version it was placed under with
// the terms attached as a PDF, the information on the right of withdrawal and the model
// withdrawal form (annex 2), in the text and attached as a PDF.
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { plainBlock, type LegalSection } from '@shop/shared/legal-text';
import { termsFileName } from '@shop/shared/terms';
import {
  WITHDRAWAL_FORM_FILE,
  WITHDRAWAL_FORM_PATH,
  withdrawalDocument,
} from '@shop/shared/withdrawal-information';
import { formatDay, formatDayAndTime } from '@shop/shared/warsaw-time';
import {
  button,
  layout,
  lines,
  paragraph,
  section,
  type Block,
  type MailContext,
} from './layout.ts';
import {
  acceptedDeviations,
  delivery,
  invoiceDetails,
  orderTable,
  ordersLink,
  signature,
} from './order-parts.ts';

/** The legal documents as PDF files (modules/legal), attached to the confirmation. */
export interface ContractFiles {
  terms: Uint8Array;
  withdrawal: Uint8Array;
}

const pdf = (filename: string, content: Uint8Array) => ({
  filename,
  content,
  contentType: 'application/pdf',
});

export function placedEmail(order: Order, context: MailContext, files: ContractFiles) {
  // Sent a moment after the checkout (after a BLIK code's outcome, flows/ordering/emails.ts); by
  // then the order may be paid (or over) already. While it can be paid, no threat: the time it
  // is held and the way to pay (a reminder follows only if it is still unpaid near the end).
  const payment =
    order.status === 'PAID'
      ? [paragraph(`Przyjęliśmy zamówienie nr ${order.id} i płatność za nie.`)]
      : order.status === 'PENDING' && order.paymentUrl
        ? [
            paragraph(
              `Przyjęliśmy zamówienie nr ${order.id}. Produkty są zarezerwowane dla Ciebie do `,
              { bold: formatDayAndTime(order.expiresAt) },
              ' – do tego czasu możesz za nie zapłacić.',
            ),
            button(`Zapłać ${formatPrice(order.totalAmount)}`, order.paymentUrl),
          ]
        : [paragraph(`Przyjęliśmy zamówienie nr ${order.id}.`)];
  const terms = termsFileName(order.termsVersion ?? undefined);
  return {
    ...layout(context, {
      subject: `Dziękujemy za zamówienie nr ${order.id}`,
      title: 'Dziękujemy za zamówienie!',
      blocks: [
        ...payment,
        orderTable(order),
        delivery(order),
        ...invoiceDetails(order),
        ...acceptedDeviations(order),
        ordersLink(context),
        ...contractTerms(order, context, terms),
        signature,
      ],
    }),
    attachments: [pdf(terms, files.terms), pdf(WITHDRAWAL_FORM_FILE, files.withdrawal)],
  };
}

/** The terms the order was placed under, the withdrawal information and the model form. */
function contractTerms(order: Order, context: MailContext, termsFile: string): Block[] {
  const version = order.termsVersion
    ? `obowiązującym od ${formatDay(order.termsVersion)} r.`
    : 'obowiązującym w chwili złożenia zamówienia.';
  const information = withdrawalDocument(context.operator).sections.map((part) =>
    legalSection(part, context),
  );
  return [
    section(
      'Regulamin i odstąpienie od umowy',
      paragraph(
        `Umowę zawarliśmy na warunkach Regulaminu sklepu ${version} W załącznikach: regulamin (${termsFile}) oraz pouczenie o prawie odstąpienia od umowy ze wzorem formularza (${WITHDRAWAL_FORM_FILE}), które znajdziesz też `,
        { link: 'w sklepie', href: `${context.shopUrl}${WITHDRAWAL_FORM_PATH}` },
        '.',
      ),
    ),
    ...(order.professionalPurchase
      ? [
          paragraph(
            'Zakup oznaczono jako związany z zawodowym charakterem Twojej działalności: prawo odstąpienia od umowy nie przysługuje.',
          ),
        ]
      : information),
  ];
}

function legalSection(part: LegalSection, { operator }: MailContext): Block {
  return section(part.title, lines(part.blocks.flatMap((block) => plainBlock(block, operator))));
}
