import { describe, expect, it } from 'vitest';
import type { RefundRow } from '../../modules/refunds/service.ts';
import { moneyStillOwed } from './settling.ts';
import type { OrderRow } from '../../modules/orders/repository.ts';

const MAIN = 111;
const SECOND = 222;

const order = (status: OrderRow['status']) =>
  ({ status, paymentTransactionId: MAIN, totalAmount: 1_000 }) as OrderRow;
const refund = (
  transactionId: number,
  amount: number,
  status: RefundRow['status'],
  reason: RefundRow['reason'] = 'STAFF',
) => ({ transactionId, amount, status, reason }) as RefundRow;

describe('moneyStillOwed', () => {
  it.each([
    {
      name: 'a cancelled paid order, nothing back yet',
      status: 'CANCELLED',
      refunds: [],
      owed: true,
    },
    {
      name: 'a cancelled order whose payment went back',
      status: 'CANCELLED',
      refunds: [refund(MAIN, 1_000, 'COMPLETED', 'LATE_PAYMENT')],
      owed: false,
    },
    {
      name: 'a cancelled order, part back, part still pending',
      status: 'CANCELLED',
      refunds: [refund(MAIN, 600, 'COMPLETED'), refund(MAIN, 400, 'PENDING')],
      owed: true,
    },
    {
      name: 'a cancelled order whose refund was rejected',
      status: 'CANCELLED',
      refunds: [refund(MAIN, 1_000, 'REJECTED', 'LATE_PAYMENT')],
      owed: true,
    },
    {
      name: 'a paid order with some lines given back',
      status: 'PAID',
      refunds: [refund(MAIN, 400, 'COMPLETED')],
      owed: false,
    },
    {
      name: 'a paid order paid twice, the second payment on its way back',
      status: 'PAID',
      refunds: [refund(SECOND, 1_000, 'PENDING', 'DOUBLE_PAYMENT')],
      owed: true,
    },
    {
      name: 'a paid order paid twice, the second payment back',
      status: 'SHIPPED',
      refunds: [refund(SECOND, 1_000, 'COMPLETED', 'DOUBLE_PAYMENT')],
      owed: false,
    },
    {
      name: 'a cancelled order paid twice, only the second payment back',
      status: 'CANCELLED',
      refunds: [refund(SECOND, 1_000, 'COMPLETED', 'DOUBLE_PAYMENT')],
      owed: true,
    },
  ] as const)('$name: $owed', ({ status, refunds, owed }) => {
    expect(moneyStillOwed(order(status), refunds)).toBe(owed);
  });
});
