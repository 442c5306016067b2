// Which pieces of an order a shopper can still declare in a withdrawal or a complaint, as the
// dialogs offer them, and which of the two an order offers, by the rule the API checks (docs/returns.md): taken are the pieces
// in a return waiting for a decision, plus of the pieces given back the larger of what accepted
// returns and staff refunds count (an accepted return's refund is the same pieces).
import type { Order } from '@shop/shared/orders';
import { refundedUnits } from '@shop/shared/refunds';
import type { ReturnStatus } from '@shop/shared/returns';

export interface ReturnableLine {
  orderItemId: number;
  /** Units of the line bought. */
  quantity: number;
  /** Units that can still go into a new request (0: none). */
  left: number;
}

export function returnableLines(order: Order): ReturnableLine[] {
  const inReturns = (statuses: readonly ReturnStatus[]) =>
    refundedUnits(order.returns.filter((item) => statuses.includes(item.status)));
  const open = inReturns(['REQUESTED', 'RECEIVED']);
  const accepted = inReturns(['ACCEPTED']);
  const refunded = refundedUnits(
    order.refunds.filter((refund) => refund.reason === 'STAFF' && refund.status !== 'REJECTED'),
  );
  return order.items.map((item) => {
    const back = Math.max(accepted.get(item.id) ?? 0, refunded.get(item.id) ?? 0);
    const taken = (open.get(item.id) ?? 0) + back;
    return {
      orderItemId: item.id,
      quantity: item.quantity,
      left: Math.max(item.quantity - taken, 0),
    };
  });
}

/** A complaint comes once the goods are on their way (they may arrive before anyone marks it). */
export const canComplain = (order: Order) =>
  order.status === 'SHIPPED' || order.status === 'DELIVERED';

/**
 * Declared at checkout as a purchase in the buyer's professional line: no withdrawal right. A NIP
 * alone keeps it (ustawa o prawach konsumenta, art. 7aa and 38a).
 */
export const isProfessionalOrder = (order: Order) => order.professionalPurchase;

/**
 * The withdrawal function is offered (decisions 029 and 038): a consumer's order from the moment
 * it is placed (the contract is concluded then) until the end of the 14th Warsaw day after
 * delivery, with pieces still free to withdraw from.
 */
export function canWithdraw(order: Order, now: number): boolean {
  const open = order.status !== 'CANCELLED';
  const inTime = order.withdrawalUntil === null || Date.parse(order.withdrawalUntil) >= now;
  const left = returnableLines(order).some((line) => line.left > 0);
  return open && !isProfessionalOrder(order) && inTime && left;
}

/** Paid and no parcel made for it yet: the pieces withdrawn from are not sent. */
export const withdrawalBeforeShipping = (order: Order) =>
  order.status === 'PAID' && order.shipment === null;
