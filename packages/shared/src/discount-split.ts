// An order's coupon discount spread over its lines, in whole grosze: what each line (and each
// unit of it) really cost the shopper. Invoices show these values, and refunds of some lines
// give these values back, so both read them from here.
import type { CartLine } from './coupon-discount.ts';

/**
 * Splits `amount` into parts proportional to `weights` that add up to `amount` exactly: each
 * part is its exact share rounded down, and the grosze left over go one each to the largest
 * remainders (the earlier line first on a tie). A negative amount splits like its absolute
 * value, negated. Weights must not be negative; all-zero weights take no amount but 0.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount ${amount} is not an integer`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('weights must be whole, non-negative numbers');
  }
  const sign = amount < 0 ? -1 : 1;
  const whole = BigInt(Math.abs(amount));
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) {
    if (whole !== 0n) throw new RangeError(`cannot split ${amount} over zero weights`);
    return weights.map(() => 0);
  }
  // BigInt: amount × weight can pass 2^53 for large orders.
  const shares = weights.map((w) => whole * BigInt(w));
  const parts = shares.map((share) => share / total);
  let left = whole - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share % total }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts.map((part) => sign * Number(part));
}

/** The order's discount per line, in proportion to each line's value (price × quantity). */
export function splitDiscount(lines: readonly CartLine[], discount: number): number[] {
  return splitProportionally(
    discount,
    lines.map((line) => line.price * line.quantity),
  );
}

/** Units of one line sold at one price (grosze). */
export interface UnitGroup {
  quantity: number;
  price: number;
}

/**
 * A line's units after its share of the discount, each at a whole-grosz price: when the
 * discounted value does not divide by the quantity, the first units cost one grosz more than
 * the rest. Answers one group, or two (the dearer first); quantities add up to the line's.
 */
export function discountedUnits(line: CartLine, lineDiscount: number): UnitGroup[] {
  const value = line.price * line.quantity - lineDiscount;
  if (line.quantity <= 0) return [];
  const base = Math.floor(value / line.quantity);
  const dearer = value - base * line.quantity;
  return [
    { quantity: dearer, price: base + 1 },
    { quantity: line.quantity - dearer, price: base },
  ].filter((group) => group.quantity > 0);
}

/** Every line of an order after its discount, in the order's line order. */
export function discountedLines(lines: readonly CartLine[], discount: number): UnitGroup[][] {
  const shares = splitDiscount(lines, discount);
  return lines.map((line, index) => discountedUnits(line, shares[index]!));
}

/**
 * What `count` units of a line are worth when `skip` of them were taken before (e.g. an earlier
 * partial refund): units are taken in the order discountedUnits lists them, so successive
 * partial refunds add up to the line's discounted value exactly.
 */
export function unitsValue(groups: readonly UnitGroup[], skip: number, count: number): number {
  const units = groups.reduce((sum, group) => sum + group.quantity, 0);
  if (skip < 0 || count < 0 || skip + count > units) {
    throw new RangeError(`units ${skip + 1}-${skip + count} of a line of ${units}`);
  }
  let value = 0;
  let position = 0;
  for (const group of groups) {
    const from = Math.max(skip, position);
    const to = Math.min(skip + count, position + group.quantity);
    if (to > from) value += (to - from) * group.price;
    position += group.quantity;
  }
  return value;
}
