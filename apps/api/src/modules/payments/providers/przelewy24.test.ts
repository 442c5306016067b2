import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakePrzelewy24,
  type FakePrzelewy24,
} from '../../../../../../tools/fakes/przelewy24.ts';
import { createPrzelewy24Provider, Przelewy24Error } from './przelewy24.ts';
import { notificationSign, refundNotificationSign, registerSign, verifySign } from './signature.ts';

const keys = { merchantId: 11, posId: 11, apiKey: 'api-key-123', crc: 'crc-abc' };
const sha384 = (s: string) => createHash('sha384').update(s).digest('hex');

describe('Przelewy24 signatures', () => {
  it('hash the documented key order with numbers as numbers', () => {
    expect(
      registerSign({ sessionId: 's-1', merchantId: 11, amount: 1234, currency: 'PLN', crc: 'c' }),
    ).toBe(sha384('{"sessionId":"s-1","merchantId":11,"amount":1234,"currency":"PLN","crc":"c"}'));
    expect(
      verifySign({ sessionId: 's-1', orderId: 99, amount: 1234, currency: 'PLN', crc: 'c' }),
    ).toBe(sha384('{"sessionId":"s-1","orderId":99,"amount":1234,"currency":"PLN","crc":"c"}'));
    expect(
      notificationSign(
        {
          merchantId: 11,
          posId: 12,
          sessionId: 's-1',
          amount: 1234,
          originAmount: 1234,
          currency: 'PLN',
          orderId: 99,
          methodId: 25,
          statement: 'p24-99',
        },
        'c',
      ),
    ).toBe(
      sha384(
        '{"merchantId":11,"posId":12,"sessionId":"s-1","amount":1234,"originAmount":1234,"currency":"PLN","orderId":99,"methodId":25,"statement":"p24-99","crc":"c"}',
      ),
    );
  });
});

describe('Przelewy24 refund notification signature', () => {
  it('hashes {orderId, sessionId, refundsUuid, merchantId, amount, currency, status, crc}', () => {
    const n = {
      orderId: 99,
      sessionId: 's-1',
      refundsUuid: 'u-1',
      merchantId: 11,
      amount: 500,
      currency: 'PLN',
      status: 0 as const,
    };
    expect(refundNotificationSign(n, 'c')).toBe(
      sha384(
        '{"orderId":99,"sessionId":"s-1","refundsUuid":"u-1","merchantId":11,"amount":500,"currency":"PLN","status":0,"crc":"c"}',
      ),
    );
  });

  it('matches a refund notification signed by Przelewy24 (published sample, docs/refunds.md)', () => {
    const sample = {
      orderId: 4295430336,
      sessionId: '1e715675-a42b-4d0b-81bb-f7288915be76',
      merchantId: 235316,
      refundsUuid: '97920952-1d9b-4c90-9238-2b74ae0f48bb',
      amount: 500,
      currency: 'PLN',
      status: 0 as const,
    };
    expect(refundNotificationSign(sample, 'c4816521bf32ed54')).toBe(
      'dad28db2e0336e595bc313e3c7282ab2ba2f265021f45b85271232901fefd4bc1329fd47aa4eb735ac818e2b82c4dc24',
    );
  });
});

describe('Przelewy24 adapter against the local fake', () => {
  let fake: FakePrzelewy24;
  let shop: Server;
  let shopUrl: string;
  const received: unknown[] = [];

  beforeAll(async () => {
    fake = await startFakePrzelewy24(keys);
    // Stands in for the shop's webhook: records what Przelewy24 posts to urlStatus.
    shop = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('OK');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => shop.close(resolve));
  });

  const provider = () => createPrzelewy24Provider({ ...keys, baseUrl: fake.baseUrl }, shopUrl);
  const registration = (sessionId: string) => ({
    sessionId,
    amount: 15_990,
    description: 'Zamówienie nr 1',
    email: 'kupujacy@sklep.test',
    urlReturn: `${shopUrl}/orders`,
    urlStatus: `${shopUrl}/api/payments/notifications`,
    payer: { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' },
    timeLimit: 15,
  });

  it('points the order at the shop route that registers on arrival', () => {
    expect(provider().createPayment({ sessionId: 'abc' })).toBe(
      `${shopUrl}/api/payments/przelewy24/abc`,
    );
  });

  it('registers, accepts the genuine notification and verifies it', async () => {
    const sessionId = randomUUID();
    const { token, redirectUrl } = await provider().register(registration(sessionId));
    expect(redirectUrl).toBe(`${fake.url}/trnRequest/${token}`);
    expect(fake.transactionOf(sessionId)).toMatchObject({ amount: 15_990, currency: 'PLN' });

    await fake.pay(token);
    const body = received.at(-1);
    const check = provider().verifyNotification(body);
    expect(check).toMatchObject({ ok: true, notification: { sessionId, amount: 15_990 } });
    if (!check.ok) return;
    await provider().confirm(check.notification);
    expect(fake.transactionOf(sessionId)?.verified).toBe(true);
  });

  it('refuses tampered, foreign and malformed notifications', async () => {
    const sessionId = randomUUID();
    const { token } = await provider().register(registration(sessionId));
    await fake.pay(token);
    const genuine = fake.notificationOf(token);
    expect(provider().verifyNotification({ ...genuine, amount: 1 })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    expect(provider().verifyNotification({ ...genuine, merchantId: 12 })).toMatchObject({
      ok: false,
    });
    expect(provider().verifyNotification({ nonsense: true })).toMatchObject({ ok: false });
    expect(provider().verifyNotification('x')).toMatchObject({ ok: false });
  });

  it('fails clearly when Przelewy24 refuses', async () => {
    const wrongKey = createPrzelewy24Provider(
      { ...keys, apiKey: 'wrong', baseUrl: fake.baseUrl },
      shopUrl,
    );
    await expect(wrongKey.register(registration(randomUUID()))).rejects.toThrow(/HTTP 401/);
    const wrongCrc = createPrzelewy24Provider(
      { ...keys, crc: 'wrong', baseUrl: fake.baseUrl },
      shopUrl,
    );
    await expect(wrongCrc.register(registration(randomUUID()))).rejects.toThrow(Przelewy24Error);
    const sessionId = randomUUID();
    const { token } = await provider().register(registration(sessionId));
    await fake.pay(token);
    const n = fake.notificationOf(token);
    await expect(provider().confirm({ ...n, amount: n.amount + 1 })).rejects.toThrow(/HTTP 400/);
    expect(fake.transactionOf(sessionId)?.verified).toBe(false);
  });

  it('fails clearly when Przelewy24 cannot be reached', async () => {
    const down = createPrzelewy24Provider(
      { ...keys, baseUrl: 'http://127.0.0.1:1/api/v1' },
      shopUrl,
    );
    await expect(down.register(registration(randomUUID()))).rejects.toThrow(Przelewy24Error);
  });

  describe('refunds', () => {
    /** A transaction the shopper paid and the shop verified. */
    async function paidTransaction() {
      const sessionId = randomUUID();
      const { token } = await provider().register(registration(sessionId));
      await fake.pay(token);
      const check = provider().verifyNotification(received.at(-1));
      if (!check.ok) throw new Error(check.reason);
      await provider().confirm(check.notification);
      return fake.transactionOf(sessionId)!;
    }
    const refundOf = (t: { orderId: number | null; sessionId: string }, amount: number) => ({
      requestId: randomUUID(),
      refundsUuid: randomUUID().replaceAll('-', ''),
      transactionId: t.orderId!,
      sessionId: t.sessionId,
      amount,
      description: 'Zwrot - zamówienie nr 1',
    });
    const notificationOf = (refundsUuid: string) =>
      received.findLast((body) => (body as { refundsUuid?: string }).refundsUuid === refundsUuid);

    it('registers a refund; Przelewy24 posts its signed outcome to the refund webhook', async () => {
      const t = await paidTransaction();
      const r = refundOf(t, 5_000);
      expect(await provider().refund(r)).toEqual({ accepted: true });
      await fake.deliveriesDone();
      expect(fake.refunds.find((x) => x.requestId === r.requestId)).toMatchObject({
        refundsUuid: r.refundsUuid,
        orderId: t.orderId,
        sessionId: t.sessionId,
        amount: 5_000,
        description: 'Zwrot - zamówienie nr 1',
        urlStatus: `${shopUrl}/api/payments/refunds/notification`,
        status: 'completed',
      });
      expect(provider().verifyRefundNotification(notificationOf(r.refundsUuid))).toMatchObject({
        ok: true,
        notification: {
          orderId: t.orderId,
          sessionId: t.sessionId,
          requestId: r.requestId,
          refundsUuid: r.refundsUuid,
          amount: 5_000,
          currency: 'PLN',
          status: 0,
        },
      });
      expect(await provider().refundsOf(t.orderId!)).toEqual([
        expect.objectContaining({ requestId: r.requestId, amount: 5_000, status: 1 }),
      ]);
    });

    it('takes each requestId once: a repeat after a lost answer refunds nothing more', async () => {
      const t = await paidTransaction();
      const r = refundOf(t, 15_990);
      fake.failures.refundAnswerLost = true;
      try {
        await expect(provider().refund(r)).rejects.toThrow(/HTTP 500/);
      } finally {
        fake.failures.refundAnswerLost = false;
      }
      expect(await provider().refund(r)).toEqual({ accepted: true });
      expect(await provider().refund(r)).toEqual({ accepted: true });
      expect(fake.refundRequests.filter((body) => body.requestId === r.requestId)).toHaveLength(3);
      expect(fake.refunds.filter((x) => x.requestId === r.requestId)).toHaveLength(1);
    });

    it('is refused for good beyond what is left of the transaction, or for an unknown one', async () => {
      const t = await paidTransaction();
      expect(await provider().refund(refundOf(t, 10_000))).toEqual({ accepted: true });
      expect(await provider().refund(refundOf(t, 5_991))).toEqual({
        accepted: false,
        message: 'The amount of refund exceeds available amount for the transaction',
      });
      expect(await provider().refund(refundOf(t, 5_990))).toEqual({ accepted: true });
      expect(await provider().refund(refundOf({ ...t, orderId: 1 }, 100))).toEqual({
        accepted: false,
        message: 'Transaction not found',
      });
    });

    it('throws while Przelewy24 is down or refuses the credentials', async () => {
      const t = await paidTransaction();
      fake.failures.refund = true;
      try {
        await expect(provider().refund(refundOf(t, 100))).rejects.toThrow(/HTTP 500/);
      } finally {
        fake.failures.refund = false;
      }
      const wrongKey = createPrzelewy24Provider(
        { ...keys, apiKey: 'wrong', baseUrl: fake.baseUrl },
        shopUrl,
      );
      await expect(wrongKey.refund(refundOf(t, 100))).rejects.toThrow(/HTTP 401/);
      expect(fake.refunds.filter((x) => x.orderId === t.orderId)).toEqual([]);
    });

    it('refuses tampered, foreign and malformed refund notifications', async () => {
      const t = await paidTransaction();
      const r = refundOf(t, 1_000);
      await provider().refund(r);
      await fake.deliveriesDone();
      const genuine = fake.refundNotificationOf(r.requestId);
      for (const forged of [
        { ...genuine, amount: 1 },
        { ...genuine, status: 1 },
      ]) {
        expect(provider().verifyRefundNotification(forged)).toEqual({
          ok: false,
          reason: 'bad signature',
        });
      }
      expect(provider().verifyRefundNotification({ ...genuine, merchantId: 12 })).toEqual({
        ok: false,
        reason: 'unknown merchant',
      });
      for (const junk of [{ nonsense: true }, 'x', { ...genuine, status: 2 }]) {
        expect(provider().verifyRefundNotification(junk)).toMatchObject({ ok: false });
      }
      // requestId and timestamp are not signed: the shop checks requestId against the refund.
      expect(provider().verifyRefundNotification({ ...genuine, timestamp: 1 })).toMatchObject({
        ok: true,
      });
    });
  });
});
