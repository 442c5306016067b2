// The simulator's page: a small Polish imitation of a bank-transfer provider, with the order,
// the amount and the "Zapłać" / "Anuluj" forms. No scripts; works under the shop's CSP.
import { formatPrice } from '@shop/shared/money';
import { orderStatusLabels, type OrderStatus } from '@shop/shared/enums';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const BANKS = ['Bank Zielony', 'Bank Miejski', 'Bank Polny', 'Bank Wschodni', 'Bank Morski'];

const STYLE = `
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#eef2f7;color:#1f2937}
header{background:#0f3b66;color:#fff;padding:14px 24px;font-weight:700;letter-spacing:.3px}
main{max-width:520px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;
box-shadow:0 2px 12px rgba(15,59,102,.12)}
h1{font-size:20px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}
dt{color:#6b7280}dd{margin:0;font-weight:600}
.amount{font-size:28px;color:#0f3b66}
fieldset{border:1px solid #d1d5db;border-radius:8px;margin:0 0 20px;padding:12px}
legend{padding:0 6px;color:#6b7280}
label.bank{display:block;padding:6px 0}
.actions{display:flex;gap:12px}
button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#15803d;color:#fff}.cancel{background:#e5e7eb;color:#111827}
.note{font-size:13px;color:#6b7280;margin-top:20px}
a{color:#0f3b66}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Symulator przelewów</title><style>${STYLE}</style></head>
<body><header>Symulator przelewów online</header><main>${body}</main></body></html>`;
}

export interface SimulatorOrder {
  id: number;
  status: OrderStatus;
  totalAmount: number;
  returnUrl: string;
}

export function simulatorPage(
  order: SimulatorOrder,
  actionBase: string,
  /** The method chosen in the shop: shown instead of the choice of bank. */
  method?: string,
): string {
  const details = `<dl>
<dt>Odbiorca</dt><dd>Sklep Outlet</dd>
<dt>Tytuł</dt><dd>Zamówienie nr ${order.id}</dd>
<dt>Kwota</dt><dd class="amount">${escapeHtml(formatPrice(order.totalAmount))}</dd>
</dl>`;
  if (order.status !== 'PENDING') {
    const message =
      order.status === 'CANCELLED'
        ? 'To zamówienie zostało anulowane, płatność nie jest już możliwa.'
        : 'To zamówienie jest już opłacone.';
    return layout(
      `Zamówienie nr ${order.id}`,
      `<h1>Płatność za zamówienie nr ${order.id}</h1>${details}
<p><strong>Status: ${escapeHtml(orderStatusLabels[order.status])}.</strong> ${message}</p>
<p><a href="${escapeHtml(order.returnUrl)}">Wróć do sklepu</a></p>`,
    );
  }
  const banks = method
    ? `<p class="method">Metoda płatności: <strong>${escapeHtml(method)}</strong></p>`
    : BANKS.map(
        (bank, i) =>
          `<label class="bank"><input type="radio" name="bank" value="${i}"${i === 0 ? ' checked' : ''}> ${bank}</label>`,
      ).join('');
  return layout(
    `Zamówienie nr ${order.id}`,
    `<h1>Płatność za zamówienie nr ${order.id}</h1>${details}
<form method="post" action="${escapeHtml(actionBase)}/pay">
${method ? banks : `<fieldset><legend>Wybierz bank</legend>${banks}</fieldset>`}
<div class="actions">
<button class="pay" type="submit">Zapłać</button>
<button class="cancel" type="submit" formaction="${escapeHtml(actionBase)}/cancel">Anuluj</button>
</div></form>
<p class="note">To jest symulator: żadne pieniądze nie zostaną pobrane.</p>`,
  );
}

export function simulatorNotFoundPage(): string {
  return layout('Nie znaleziono płatności', '<h1>Nie znaleziono płatności</h1>');
}
