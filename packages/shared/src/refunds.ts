// What giving back lines of an order is worth: each unit at its price after its share of the
// coupon discount (discount-split.ts), the units refunded before counted first, so that partial
// refunds of a line add up to its discounted value exactly; the shipping cost on top when it goes
// back too. The API refunds these amounts; the staff screen can show them beforehand.
import { z } from 'zod';
import { discountedLines, unitsValue } from './discount-split.ts';

/**
 * The header a staff client may send with POST /admin/orders/{id}/refunds: the same key again
 * (a double click, a retry after a lost answer) makes no second refund.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Nieprawidłowy nagłówek Idempotency-Key');

export interface RefundableOrder {
  items: readonly { id: number; price: number; quantity: number }[];
  /** The order's coupon discount (grosze), spread over its lines. */
  discount: number;
  shippingCost: number;
}

/** Units of one order line given back. */
export interface RefundLine {
  orderItemId: number;
  quantity: number;
}

/** Units of each line given back by these refunds (the caller leaves out rejected ones). */
export function refundedUnits(
  refunds: readonly { items: readonly RefundLine[] }[],
): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of refunds.flatMap((refund) => refund.items)) {
    units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Whether `lines`, with what was given back before, give back every piece of the order: a
 * withdrawal that does so is one from the whole contract, and its refund carries the delivery
 * cost (ustawa o prawach konsumenta, art. 32 ust. 1), however many statements it took.
 */
export function givesEverythingBack(
  order: Pick<RefundableOrder, 'items'>,
  refunded: ReadonlyMap<number, number>,
  lines: readonly RefundLine[],
): boolean {
  return order.items.every((item) => {
    const back = lines
      .filter((line) => line.orderItemId === item.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    return (refunded.get(item.id) ?? 0) + back >= item.quantity;
  });
}

/** The units of each line that can still be given back; lines with none left are left out. */
export function unitsLeft(
  order: RefundableOrder,
  refunded: ReadonlyMap<number, number>,
): RefundLine[] {
  return order.items
    .map((item) => ({
      orderItemId: item.id,
      quantity: item.quantity - (refunded.get(item.id) ?? 0),
    }))
    .filter((line) => line.quantity > 0);
}

/**
 * What giving back `lines` (and the shipping cost, when `shipping`) is worth, in grosze. Every
 * line must be the order's and within its units left; a RangeError says otherwise.
 */
export function refundValue(
  order: RefundableOrder,
  refunded: ReadonlyMap<number, number>,
  lines: readonly RefundLine[],
  shipping: boolean,
): number {
  const groups = discountedLines(order.items, order.discount);
  let value = shipping ? order.shippingCost : 0;
  for (const line of lines) {
    const index = order.items.findIndex((item) => item.id === line.orderItemId);
    if (index < 0) throw new RangeError(`line ${line.orderItemId} is not the order's`);
    value += unitsValue(groups[index]!, refunded.get(line.orderItemId) ?? 0, line.quantity);
  }
  return value;
}
