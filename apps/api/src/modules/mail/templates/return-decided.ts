// RETURN_DECIDED: staff accepted a withdrawal or complaint (with the refund, if any) or rejected
// it (with the reason). docs/returns.md.
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';
import { returnTypeLabels, type OrderReturn } from '@shop/shared/returns';
import { layout, lines, paragraph, section, type MailContext } from './layout.ts';
import { ordersLink, questions, signature } from './order-parts.ts';

export function returnDecidedEmail(order: Order, context: MailContext, item: OrderReturn) {
  const pieces = item.items.map((line) => `${line.productName} × ${line.quantity}`);
  const what = `${returnTypeLabels[item.type]} — zgłoszenie nr ${item.id}`;
  if (item.status === 'REJECTED') {
    return layout(context, {
      subject: `Zgłoszenie nr ${item.id} do zamówienia nr ${order.id} zostało odrzucone`,
      title: 'Twoje zgłoszenie zostało odrzucone',
      blocks: [
        paragraph(`${what}, zamówienie nr ${order.id}.`),
        section('Zgłoszone produkty', lines(pieces)),
        section('Powód', lines([item.rejectionReason ?? ''])),
        questions(context),
        ordersLink(context),
        signature,
      ],
    });
  }
  if (item.status !== 'ACCEPTED') {
    throw new Error(`return ${item.id} is ${item.status}, not decided`);
  }
  const refund = order.refunds.find((r) => r.id === item.refundId);
  return layout(context, {
    subject: `Zgłoszenie nr ${item.id} do zamówienia nr ${order.id} zostało przyjęte`,
    title: 'Twoje zgłoszenie zostało przyjęte',
    blocks: [
      paragraph(`${what}, zamówienie nr ${order.id}.`),
      section('Zgłoszone produkty', lines(pieces)),
      ...(item.deduction
        ? [
            section(
              'Potrącenie za zmniejszenie wartości produktów (art. 34 ust. 4 ustawy o prawach konsumenta)',
              lines([`${formatPrice(item.deduction)}: ${item.deductionReason ?? ''}`]),
            ),
          ]
        : []),
      refund
        ? paragraph(
            'Zwracamy ',
            { bold: formatPrice(refund.amount) },
            ' na rachunek, z którego zamówienie zostało opłacone. Pieniądze zwykle docierają w ciągu kilku dni roboczych.',
          )
        : paragraph(
            item.deduction
              ? 'Po potrąceniu nie zostaje kwota do zwrotu.'
              : 'Pieniądze za te produkty zostały już zwrócone wcześniej, więc ta decyzja nie oznacza kolejnego przelewu.',
          ),
      ordersLink(context),
      signature,
    ],
  });
}
