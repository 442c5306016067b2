// What an invoice bills and its VAT, in whole grosze. Prices are gross (VAT 23 % included), so
// the VAT is computed from gross values as art. 106e ust. 7-8 of the VAT act allows: per
// document VAT = gross × 23/123 of the sum of gross values, rounded half up to the grosz
// (art. 106e ust. 11); net = gross − VAT. Each line's VAT is its share of that sum (largest
// remainder), so net + VAT = gross holds in every line and the lines add up to the totals.
import { discountedLines, splitProportionally } from '@shop/shared/discount-split';
import type { ShippingMethod } from '@shop/shared/enums';
import type { InvoiceLine } from '../../db/schema/invoices.ts';
import { SHIPPING_LINE } from './invoice-text.ts';

/** The one rate the shop sells at (goods and their delivery), percent. */
export const VAT_RATE = 23;

/** The VAT inside a gross amount at 23 %, rounded half up; a negative amount mirrors it. */
export function vatOfGross(gross: number): number {
  const whole = Math.abs(gross);
  // round(whole × 23 / 123) in integers: floor((2 × whole × 23 + 123) / 246).
  const vat = Math.floor((2 * whole * VAT_RATE + 100 + VAT_RATE) / (2 * (100 + VAT_RATE)));
  return gross < 0 ? -vat : vat;
}

/** A line before its VAT: quantity (negative when taken back) at a gross unit price. */
export type LineDraft = Pick<
  InvoiceLine,
  'name' | 'orderItemId' | 'correctsLine' | 'quantity' | 'unitGross'
>;

export interface PricedLines {
  lines: InvoiceLine[];
  net: number;
  vat: number;
  gross: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The lines with their net and VAT, and the document's totals. */
export function priceLines(drafts: readonly LineDraft[]): PricedLines {
  const grosses = drafts.map((draft) => draft.quantity * draft.unitGross);
  if (grosses.some((g) => g > 0) && grosses.some((g) => g < 0)) {
    throw new RangeError('an invoice either bills or takes back, never both');
  }
  const gross = sum(grosses);
  const vat = vatOfGross(gross);
  const vats = splitProportionally(vat, grosses.map(Math.abs));
  const lines = drafts.map((draft, i) => ({
    ...draft,
    vatRate: VAT_RATE,
    gross: grosses[i]!,
    vat: vats[i]!,
    net: grosses[i]! - vats[i]!,
  }));
  return { lines, net: gross - vat, vat, gross };
}

/** What an invoice needs of its order. */
export interface BilledOrder {
  items: readonly { id: number; name: string; price: number; quantity: number }[];
  discount: number;
  shippingCost: number;
  shippingMethod: ShippingMethod;
}

/**
 * The order's products at what the shopper paid for them (the coupon's discount spread over
 * the lines, @shop/shared/discount-split), then shipping when it cost anything. A line whose
 * discounted value does not divide by its quantity becomes two lines, one grosz apart.
 */
export function invoiceDrafts(order: BilledOrder): LineDraft[] {
  const groups = discountedLines(order.items, order.discount);
  const products = order.items.flatMap((item, i) =>
    groups[i]!.map((group) => ({
      name: item.name,
      orderItemId: item.id,
      correctsLine: null,
      quantity: group.quantity,
      unitGross: group.price,
    })),
  );
  const shipping =
    order.shippingCost > 0
      ? [
          {
            name: SHIPPING_LINE[order.shippingMethod],
            orderItemId: null,
            correctsLine: null,
            quantity: 1,
            unitGross: order.shippingCost,
          },
        ]
      : [];
  return [...products, ...shipping];
}

/**
 * The units of each invoice line not taken back by earlier corrections. A correction takes units
 * back with a negative quantity; a price reduction's row (one unit at a negative price) takes none.
 */
function unitsLeftOf(invoiceLines: readonly InvoiceLine[], earlier: readonly InvoiceLine[]) {
  return invoiceLines.map(
    (line, i) =>
      line.quantity +
      sum(earlier.filter((e) => e.correctsLine === i + 1 && e.quantity < 0).map((e) => e.quantity)),
  );
}

/**
 * The row of a correction for a price reduction (art. 560 k.c.) on one order line: one unit at
 * minus the amount, correcting the line's first row on the invoice; the goods stay sold. Throws
 * when the line is not on the invoice or the amount is more than its units left are still worth
 * (after returns and earlier reductions).
 */
export function reductionDrafts(
  invoiceLines: readonly InvoiceLine[],
  earlier: readonly InvoiceLine[],
  orderItemId: number,
  amount: number,
): LineDraft[] {
  const first = invoiceLines.findIndex((line) => line.orderItemId === orderItemId);
  if (first < 0) throw new RangeError(`order line ${orderItemId} is not on the invoice`);
  const left = unitsLeftOf(invoiceLines, earlier);
  const rows = invoiceLines.flatMap((line, i) => (line.orderItemId === orderItemId ? [i + 1] : []));
  const reducedBefore = sum(
    earlier
      .filter((e) => e.quantity > 0 && e.unitGross < 0 && rows.includes(e.correctsLine ?? 0))
      .map((e) => -e.gross),
  );
  const worth =
    sum(rows.map((row) => left[row - 1]! * invoiceLines[row - 1]!.unitGross)) - reducedBefore;
  if (amount > worth) {
    throw new RangeError(`a reduction of ${amount} grosze, the line is worth ${worth} now`);
  }
  const line = invoiceLines[first]!;
  return [
    {
      name: `${line.name} – obniżenie ceny`,
      orderItemId,
      correctsLine: first + 1,
      quantity: 1,
      unitGross: -amount,
    },
  ];
}

/** The refund a correction documents, as the refunds module records it. */
export interface CorrectedRefund {
  /** Grosze given back. */
  amount: number;
  /** The order lines returned; empty: everything not yet taken back (shipping included). */
  items: readonly { orderItemId: number; quantity: number }[];
  shipping: boolean;
  /** A price reduction: the order line whose price it lowers (its items are then empty). */
  reducedItemId?: number | null;
}

/**
 * The lines a correction takes back from an invoice, given the corrections issued before:
 * the refunded units of each order line, in the invoice's line order (as
 * @shop/shared/discount-split's unitsValue counts them), and the shipping line. When a line
 * was billed at two prices one grosz apart, the units are chosen so that the correction is
 * worth exactly the money refunded. Throws when the refund takes more than is left on the
 * invoice or its amount cannot be matched.
 */
export function correctionDrafts(
  invoiceLines: readonly InvoiceLine[],
  earlier: readonly InvoiceLine[],
  refund: CorrectedRefund,
): LineDraft[] {
  const left = unitsLeftOf(invoiceLines, earlier);
  const taken = invoiceLines.map(() => 0);
  if (refund.items.length === 0) {
    left.forEach((units, i) => (taken[i] = units));
  } else {
    for (const item of refund.items) {
      let wanted = item.quantity;
      invoiceLines.forEach((line, i) => {
        if (line.orderItemId !== item.orderItemId || wanted === 0) return;
        taken[i] = Math.min(left[i]!, wanted);
        wanted -= taken[i]!;
      });
      if (wanted > 0) {
        throw new RangeError(
          `the refund takes back ${item.quantity} of order line ${item.orderItemId}, fewer are left on the invoice`,
        );
      }
    }
    const shipping = invoiceLines.findIndex((line) => line.orderItemId === null);
    if (refund.shipping && shipping >= 0) taken[shipping] = left[shipping]!;
  }
  matchAmount(invoiceLines, left, taken, refund.amount);
  return invoiceLines.flatMap((line, i) =>
    taken[i]! > 0
      ? [
          {
            name: line.name,
            orderItemId: line.orderItemId,
            correctsLine: i + 1,
            quantity: -taken[i]!,
            unitGross: line.unitGross,
          },
        ]
      : [],
  );
}

/**
 * Moves taken units between the two prices of a line (the dearer line is followed by the one a
 * grosz cheaper, see invoiceDrafts) until the units are worth `amount`.
 */
function matchAmount(
  lines: readonly InvoiceLine[],
  left: number[],
  taken: number[],
  amount: number,
) {
  let difference = amount - sum(taken.map((units, i) => units * lines[i]!.unitGross));
  for (let i = 0; i + 1 < lines.length && difference !== 0; i++) {
    const [dearer, cheaper] = [lines[i]!, lines[i + 1]!];
    if (dearer.orderItemId === null || dearer.orderItemId !== cheaper.orderItemId) continue;
    // Each unit moved from the cheaper price to the dearer adds a grosz, and back.
    const moves =
      difference > 0
        ? Math.min(difference, taken[i + 1]!, left[i]! - taken[i]!)
        : -Math.min(-difference, taken[i]!, left[i + 1]! - taken[i + 1]!);
    taken[i]! += moves;
    taken[i + 1]! -= moves;
    difference -= moves;
  }
  if (difference !== 0) {
    throw new RangeError(
      `the refunded units are worth ${amount - difference} grosze, the refund is ${amount}`,
    );
  }
}
