import { describe, expect, it, vi } from 'vitest';
import { BLIK_TEST_CONFIRM_MS } from '@shop/shared/blik';
import type { PaymentNotification, RefundNotification } from '@shop/shared/payments';
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

describe('simulator BLIK', () => {
  const charge = { token: 'simulator-s', amount: 4_000 };

  it('confirms 777xxx two seconds later; 778xxx, and the BLIK it remembered, wait for the page', async () => {
    vi.useFakeTimers();
    try {
      const simulator = createSimulatorProvider('http://shop.test', 'secret');
      const paid: string[] = [];
      simulator.deliverPaymentNotifications(async (n: PaymentNotification) => {
        paid.push(n.sessionId);
      });
      const alias = { value: 'alias-1', label: 'Outlet Drop' };
      await simulator.chargeBlik({ ...charge, sessionId: 'quick', code: '777123' });
      await simulator.chargeBlik({ ...charge, sessionId: 'app', code: '778123', alias });
      await simulator.chargeBlikAlias({ ...charge, sessionId: 'again', alias: alias.value });
      await vi.advanceTimersByTimeAsync(BLIK_TEST_CONFIRM_MS * 10);
      expect(paid).toEqual(['quick']);
      expect(simulator.waitsForApp('quick')).toBe(false);
      expect(simulator.waitsForApp('app')).toBe(true);
      expect(simulator.waitsForApp('again')).toBe(true);
      simulator.confirmedOnPage('app');
      expect(simulator.waitsForApp('app')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
