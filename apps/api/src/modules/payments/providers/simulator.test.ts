import { describe, expect, it } from 'vitest';
import type { RefundNotification } from '@shop/shared/payments';
import { createSimulatorProvider } from './simulator.ts';

const refund = {
  requestId: 'c9a3e7b4-6b0f-4a53-9a53-0f4f3f0e2a11',
  refundsUuid: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  transactionId: 123_456,
  sessionId: 'session-1',
  amount: 4_000,
  description: 'Zwrot - zamówienie nr 7',
};

describe('simulator refunds', () => {
  it('take the refund and deliver its signed, completed notification before answering', async () => {
    const simulator = createSimulatorProvider('http://shop.test', 'secret');
    const delivered: RefundNotification[] = [];
    simulator.deliverRefundNotifications(async (n) => {
      delivered.push(n);
    });
    expect(await simulator.refund(refund)).toEqual({ accepted: true });
    expect(delivered).toHaveLength(1);
    expect(simulator.verifyRefundNotification(delivered[0])).toEqual({
      ok: true,
      notification: {
        orderId: 123_456,
        sessionId: 'session-1',
        merchantId: 1,
        requestId: refund.requestId,
        refundsUuid: refund.refundsUuid,
        amount: 4_000,
        currency: 'PLN',
        timestamp: expect.any(Number),
        status: 0,
        sign: expect.any(String),
      },
    });
  });

  it('answer the same requestId with the same refund, delivered again', async () => {
    const simulator = createSimulatorProvider('http://shop.test', 'secret');
    const delivered: RefundNotification[] = [];
    simulator.deliverRefundNotifications(async (n) => {
      delivered.push(n);
    });
    await simulator.refund(refund);
    await simulator.refund({ ...refund, amount: 1 });
    expect(delivered).toHaveLength(2);
    expect(delivered[1]).toEqual(delivered[0]);
  });

  it('are refused by another server secret, and fail without a webhook to notify', async () => {
    const simulator = createSimulatorProvider('http://shop.test', 'secret');
    await expect(simulator.refund(refund)).rejects.toThrow(/no refund webhook/);
    const delivered: RefundNotification[] = [];
    simulator.deliverRefundNotifications(async (n) => {
      delivered.push(n);
    });
    await simulator.refund(refund);
    const other = createSimulatorProvider('http://shop.test', 'another secret');
    expect(other.verifyRefundNotification(delivered[0])).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    expect(simulator.verifyRefundNotification({ ...delivered[0], amount: 1 })).toMatchObject({
      ok: false,
    });
  });
});
