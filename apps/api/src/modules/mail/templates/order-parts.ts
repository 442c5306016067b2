// Pieces several order e-mails share: the lines and totals, the delivery, dates in Polish time,
// the link to the shopper's orders and the greeting.
import { withdrawalPath } from '@shop/shared/returns';
import { SHOP_NAME } from '@shop/shared/document-title';
import { shippingMethodLabels } from '@shop/shared/enums';
import { formatDeduction, formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { formatDateTime } from '@shop/shared/warsaw-time';
import {
  lines,
  paragraph,
  section,
  table,
  type Block,
  type MailContext,
  type Row,
} from './layout.ts';

/** The order's lines, then its totals. */
export function orderTable(order: Order): Block {
  const items: Row[] = order.items.map((item) => {
    const value = formatPrice(item.price * item.quantity);
    return {
      cells: [item.product.name, `${item.quantity} szt.`, value],
      text: `- ${item.product.name} × ${item.quantity}: ${value}`,
    };
  });
  const totals: Row[] = [
    { cells: ['Wartość produktów', '', formatPrice(order.subtotal)] },
    ...(order.discount > 0 ? [{ cells: ['Rabat', '', formatDeduction(order.discount)] }] : []),
    { cells: ['Wysyłka', '', formatPrice(order.shippingCost)] },
    { cells: ['Razem', '', formatPrice(order.totalAmount)], total: true },
  ];
  return table([...items, ...totals]);
}

/** Where the parcel goes: the locker or the courier, and the address. */
export function delivery(order: Order): Block {
  const a = order.shippingAddress;
  const method =
    order.shippingMethod === 'INPOST_PARCEL_LOCKER'
      ? `${shippingMethodLabels.INPOST_PARCEL_LOCKER} ${order.parcelLockerId ?? ''}`.trim()
      : shippingMethodLabels.INPOST_COURIER;
  return section(
    'Dostawa',
    lines([method, a.name, a.street, `${a.postalCode} ${a.city}`, a.country]),
  );
}

export const ordersUrl = ({ shopUrl }: MailContext) => `${shopUrl}/orders`;

/** "Status zamówienia sprawdzisz w zakładce Moje zamówienia." with the link. */
export function ordersLink(context: MailContext): Block {
  return paragraph(
    'Szczegóły i status zamówienia znajdziesz w zakładce ',
    {
      link: 'Moje zamówienia',
      href: ordersUrl(context),
    },
    '.',
  );
}

/** For questions: the operator's e-mail. */
export function questions({ operator }: MailContext): Block {
  return paragraph(
    'Masz pytania? Napisz do nas: ',
    {
      link: operator.email,
      href: `mailto:${operator.email}`,
    },
    '.',
  );
}

/** Where goods come back to: the operator's address (docs/returns.md). */
export function returnAddress({ operator }: MailContext): Block {
  return section(
    'Odeślij produkty na adres',
    lines([operator.name, operator.street, `${operator.postalCode} ${operator.city}`]),
  );
}

/**
 * The withdrawal function's link (art. 11a of the consumer rights directive) in an order e-mail,
 * unless the buyer declared the purchase professional (a NIP alone keeps it: art. 7aa).
 */
export function withdrawalLink(order: Order, context: MailContext): Block[] {
  if (order.professionalPurchase) return [];
  return [
    paragraph(
      'Chcesz zrezygnować z zakupu? ',
      { link: 'Odstąp od umowy tutaj', href: `${context.shopUrl}${withdrawalPath(order.id)}` },
      ' — masz na to 14 dni od doręczenia.',
    ),
  ];
}

export const signature: Block = lines(['Pozdrawiamy,', `Zespół ${SHOP_NAME}`]);

/** The buyer's invoice details, when they asked for a VAT invoice. */
export function invoiceDetails(order: Order): Block[] {
  const d = order.invoiceDetails;
  if (!d) return [];
  return [
    section(
      'Dane do faktury VAT',
      lines([d.name, d.street, `${d.postalCode} ${d.city}`, `NIP ${d.taxId}`]),
    ),
  ];
}

/**
 * The pieces' known deviations as the buyer accepted them at checkout (art. 43b ust. 5), or that
 * the order came without the acceptance; nothing for an order of new pieces.
 */
export function acceptedDeviations(order: Order): Block[] {
  const { deviations } = order;
  if (!deviations) return [];
  return [
    section(
      'Zaakceptowany stan produktów',
      lines([
        deviations.statement,
        ...deviations.pieces.map((piece) => `${piece.productName}: ${piece.deviations}`),
        deviations.acceptedAt
          ? `Zaakceptowano przy zamówieniu: ${formatDateTime(deviations.acceptedAt)}`
          : 'Przy zamówieniu nie zaakceptowano tych odstępstw: nie ograniczają one reklamacji.',
      ]),
    ),
  ];
}
