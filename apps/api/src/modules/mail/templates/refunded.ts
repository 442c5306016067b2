// REFUNDED: money sent back through the payment provider: the refund, completed, that the e-mail
// was queued for; one the shop made by itself (a late or double payment) says why.
import { automaticRefundCauses } from '@shop/shared/after-sale-labels';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { layout, lines, paragraph, section, type MailContext } from './layout.ts';
import { ordersLink, signature } from './order-parts.ts';

export function refundedEmail(order: Order, context: MailContext, refundId: number | undefined) {
  const refund = order.refunds.find((r) => r.id === refundId);
  if (!refund) throw new Error(`refund ${refundId} is not among order ${order.id}'s refunds`);
  const amount = formatPrice(refund.amount);
  const names = new Map(order.items.map((item) => [item.id, item.product.name]));
  const returned = [
    ...refund.items.map((line) => `${names.get(line.orderItemId) ?? 'Produkt'} × ${line.quantity}`),
    ...(refund.shipping ? ['Koszt wysyłki'] : []),
  ];
  const cause =
    refund.reason in automaticRefundCauses
      ? automaticRefundCauses[refund.reason as keyof typeof automaticRefundCauses]
      : null;
  return layout(context, {
    subject: `Zwrot ${amount} za zamówienie nr ${order.id}`,
    title: 'Zwróciliśmy pieniądze',
    blocks: [
      ...(cause
        ? [paragraph(cause, ' Nie możemy zrealizować tego zamówienia, więc oddajemy całą wpłatę.')]
        : []),
      paragraph(
        'Zwróciliśmy ',
        { bold: amount },
        ` za zamówienie nr ${order.id} na rachunek, z którego zostało opłacone. Pieniądze zwykle docierają w ciągu kilku dni roboczych.`,
      ),
      ...(returned.length > 0 ? [section('Zwrot obejmuje', lines(returned))] : []),
      ordersLink(context),
      signature,
    ],
  });
}
