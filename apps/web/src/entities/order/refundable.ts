// What staff can still give back of a paid order, as the refund dialog offers it and as the API
// checks it (orders/refunding.ts): the order's payment less the refunds of it not rejected (a
// second payment's automatic refund is money of its own), the units of each line staff have not
// refunded, and whether staff have refunded the shipping cost. Values come from the shared
// refund rules (@shop/shared/refunds).
import { refundedUnits, unitsLeft, type RefundLine } from '@shop/shared/refunds';
import type { Order } from '@shop/shared/orders';

export interface Refundable {
  /** Grosze of the payment not given back yet (0: nothing to refund). */
  amountLeft: number;
  /** Units of each line staff have not refunded. */
  lines: RefundLine[];
  /** Units of each line staff refunded so far, for the shared refundValue. */
  refunded: Map<number, number>;
  shippingLeft: boolean;
}

export function refundableOf(order: Order): Refundable {
  const standing = order.refunds.filter((refund) => refund.status !== 'REJECTED');
  const ofPayment = standing.filter((refund) => refund.reason !== 'DOUBLE_PAYMENT');
  const given = ofPayment.reduce((sum, refund) => sum + refund.amount, 0);
  const amountLeft = order.paidAt ? Math.max(order.totalAmount - given, 0) : 0;
  const byStaff = standing.filter((refund) => refund.reason === 'STAFF');
  const refunded = refundedUnits(byStaff);
  return {
    amountLeft,
    lines: amountLeft > 0 ? unitsLeft(order, refunded) : [],
    refunded,
    shippingLeft:
      amountLeft > 0 && order.shippingCost > 0 && !byStaff.some((refund) => refund.shipping),
  };
}
