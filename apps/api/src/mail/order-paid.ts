// The "order paid" confirmation (Polish, HTML and plain text) sent once an order is paid.
import type { Order } from '@shop/shared/orders';
import { formatDeduction, formatPrice } from '@shop/shared/money';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function deliveryLines(order: Order): string[] {
  const a = order.shippingAddress;
  const address = [a.name, a.street, `${a.postalCode} ${a.city}`, a.country];
  return order.shippingMethod === 'INPOST_PARCEL_LOCKER'
    ? [`Paczkomat InPost ${order.parcelLockerId ?? ''}`, ...address]
    : ['Kurier InPost', ...address];
}

export function orderPaidEmail(order: Order, to: string, shopUrl: string): MailMessage {
  const subject = `Zamówienie nr ${order.id} zostało opłacone`;
  const ordersUrl = `${shopUrl}/orders`;
  const summary: [string, string][] = [
    ['Wartość produktów', formatPrice(order.subtotal)],
    ...(order.discount > 0
      ? ([['Rabat', formatDeduction(order.discount)]] as [string, string][])
      : []),
    ['Wysyłka', formatPrice(order.shippingCost)],
    ['Razem', formatPrice(order.totalAmount)],
  ];
  const items = order.items.map((item) => ({
    name: item.product.name,
    quantity: item.quantity,
    value: formatPrice(item.price * item.quantity),
  }));
  const delivery = deliveryLines(order);
  const invoice = order.invoiceDetails
    ? `Faktura VAT: ${order.invoiceDetails.name}, NIP ${order.invoiceDetails.taxId}`
    : null;

  const text = [
    'Dzień dobry,',
    '',
    `dziękujemy za zakupy. Otrzymaliśmy płatność za zamówienie nr ${order.id}.`,
    '',
    ...items.map((i) => `- ${i.name} x ${i.quantity}: ${i.value}`),
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    'Dostawa:',
    ...delivery,
    ...(invoice ? ['', invoice] : []),
    '',
    `Status zamówienia sprawdzisz na stronie ${ordersUrl}`,
    '',
    'Pozdrawiamy,',
    'Zespół sklepu',
  ].join('\n');

  const row = (cells: string[], bold = false) =>
    `<tr>${cells
      .map(
        (c, i) =>
          `<td style="padding:4px 8px;${i > 0 ? 'text-align:right;' : ''}${bold ? 'font-weight:bold;' : ''}">${escapeHtml(c)}</td>`,
      )
      .join('')}</tr>`;
  const html = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto">
<h1 style="font-size:20px">Dziękujemy za zakupy!</h1>
<p>Otrzymaliśmy płatność za zamówienie nr <strong>${order.id}</strong>.</p>
<table style="border-collapse:collapse;width:100%">
${items.map((i) => row([i.name, `${i.quantity} szt.`, i.value])).join('\n')}
${summary.map(([label, value], index) => row([label, '', value], index === summary.length - 1)).join('\n')}
</table>
<h2 style="font-size:16px">Dostawa</h2>
<p>${delivery.map(escapeHtml).join('<br>')}</p>
${invoice ? `<p>${escapeHtml(invoice)}</p>` : ''}
<p><a href="${escapeHtml(ordersUrl)}">Zobacz swoje zamówienia</a></p>
<p>Pozdrawiamy,<br>Zespół sklepu</p>
</body></html>`;

  return { to, subject, text, html };
}
