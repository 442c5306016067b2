// Orders, their lines and history: the rows every flow that changes an order works on (the
// caller holds the order's row lock, `lockOrder` / `lockExpiredOrders`, in its transaction) and
// the checkout's batches. An order's status and history change only through the verbs of
// lifecycle.ts (orderPaid, orderShipped, orderCancelled…), which check the move; notes that
// leave the status as it is go through insertNote. What an order means to the shopper (its view, payment, parcel,
// refunds, returns, invoices) is put together in apps/api/src/flows.
import type { Db } from '../../db/client.ts';
import type { ChangeFeed } from '../../catalogue/changes.ts';
import { orderBatches as batchesOf } from './order-batches.ts';
import * as repo from './repository.ts';

export {
  buyersSince,
  deliveredAtOf,
  earliestHoldEnds,
  findEvents,
  findItems,
  findOrder,
  findOrderBySession,
  findOrders,
  findOrdersByIds,
  insertNote,
  lastParcelLockerOf,
  lockExpiredOrders,
  markPaymentReminders,
  lockOrder,
  ordersWaiting,
  paidOrdersWithProduct,
  receiptTaken,
  setCustomerEmailOf,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from './repository.ts';
export { type OrderBatches } from './order-batches.ts';
export {
  LIFECYCLE,
  orderCancelled,
  orderDelivered,
  orderPaid,
  orderShipped,
  paymentRegistered,
  paymentToRefund,
  receiptPrinted,
  refundSettled,
  type Actor,
} from './lifecycle.ts';
export {
  dropBuyersAmong,
  dropOrderIdsSql,
  dropSalesByHour,
  dropSalesBySteps,
  dropSalesSummary,
  type DropSalesSummary,
} from './drop-sales.ts';
export { resolveReturnUrl, withOrderId } from './return-url.ts';

export const ORDER_NOT_FOUND = 'Nie znaleziono zamówienia';

/** The checkout's batches of one app (see order-batches.ts). */
export const orderBatches = (db: Db, changes: ChangeFeed, maxUnpaidOrders: number) =>
  batchesOf((batch, syncToken) => repo.placeOrders(db, batch, maxUnpaidOrders, syncToken), changes);
