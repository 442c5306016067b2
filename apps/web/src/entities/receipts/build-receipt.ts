// An order as a NoviApi fiscal receipt (docs/integrations.md):
// one article per product line (tax rate A, product id as its code), the shipping as an article
// named 'Wysyłka', one transfer payment, the summary, the buyer's NIP when given, and the order
// number both as the system number and as a printed text line. Money goes as strings with two
// decimals. An order with invoice details gets a VAT invoice instead and is refused here.
//
// The printer takes no discounts in this contract, so an order's coupon discount is spread over
// its product lines in proportion to their values, as invoices and refunds spread it
// (@shop/shared/discount-split); a line whose new value does not divide by its quantity is split
// in two articles (the first pieces one grosz dearer than the rest), so every value is exactly
// quantity x price and the receipt adds up to what the shopper paid.
// Pure (no browser APIs), so tools/printer-simulator tests it against the simulator's rules.
import { discountedLines } from '@shop/shared/discount-split';
import { formatPrice } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders';

export interface NoviApiArticle {
  name: string;
  ptu: 'A';
  quantity: string;
  price: string;
  value: string;
  code?: { print_as: 'text'; value: string };
}

export interface NoviApiReceiptBody {
  receipt: {
    items: { article: NoviApiArticle }[];
    payments: { transfer: { name: string; value: string } }[];
    summary: { total: string; pay_in: string };
    buyer?: { nip: string };
    system_info: { system_number: { print_as: 'text'; value: string } };
    printout_lines: { textline: { text: string; masked: false } }[];
  };
}

export type ReceiptOrder = Pick<
  Order,
  'id' | 'items' | 'discount' | 'shippingCost' | 'totalAmount' | 'invoiceDetails'
>;

/** Why an order cannot get a receipt; `message` is shown to staff. */
export class ReceiptRefusedError extends Error {
  override readonly name = 'ReceiptRefusedError';
}

export const INVOICE_REFUSAL =
  'To zamówienie ma dane do faktury: wystaw fakturę VAT, paragonu nie drukuje się.';
export const SHIPPING_ARTICLE = 'Wysyłka';
const NAME_MAX = 60;

/** 1999 -> "19.99" (integer grosze only). */
export function moneyText(grosze: number): string {
  return `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
}

function article(name: string, quantity: number, unitPrice: number, code?: string): NoviApiArticle {
  return {
    name: name.trim().slice(0, NAME_MAX),
    ptu: 'A',
    quantity: String(quantity),
    price: moneyText(unitPrice),
    value: moneyText(unitPrice * quantity),
    ...(code ? { code: { print_as: 'text', value: code } } : {}),
  };
}

export function buildReceipt(
  order: ReceiptOrder,
  { buyerNip }: { buyerNip?: string | null } = {},
): NoviApiReceiptBody {
  if (order.invoiceDetails) throw new ReceiptRefusedError(INVOICE_REFUSAL);
  // Each line after its share of the discount, as units at whole-grosz prices (one or two groups).
  const lines = discountedLines(order.items, order.discount);
  const units = order.items.flatMap((item, index) =>
    lines[index]!.filter((group) => group.price > 0).map((group) => ({ item, ...group })),
  );
  const articles = units.map(({ item, quantity, price }) =>
    article(item.product.name, quantity, price, String(item.product.id)),
  );
  if (order.shippingCost > 0) articles.push(article(SHIPPING_ARTICLE, 1, order.shippingCost));

  const total =
    units.reduce((sum, { quantity, price }) => sum + quantity * price, 0) +
    Math.max(order.shippingCost, 0);
  if (articles.length === 0 || total <= 0) {
    throw new ReceiptRefusedError('Zamówienie ma wartość 0 zł: paragonu nie drukuje się.');
  }
  if (total !== order.totalAmount) {
    throw new ReceiptRefusedError(
      `Pozycje paragonu (${formatPrice(total)}) nie zgadzają się z kwotą zamówienia (${formatPrice(order.totalAmount)}).`,
    );
  }
  const amount = moneyText(total);
  return {
    receipt: {
      items: articles.map((item) => ({ article: item })),
      payments: [{ transfer: { name: 'Przelew', value: amount } }],
      summary: { total: amount, pay_in: amount },
      ...(buyerNip ? { buyer: { nip: buyerNip } } : {}),
      system_info: { system_number: { print_as: 'text', value: String(order.id) } },
      printout_lines: [{ textline: { text: `Zamówienie nr ${order.id}`, masked: false } }],
    },
  };
}
