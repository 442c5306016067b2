import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakePrzelewy24,
  type FakePrzelewy24,
} from '../../../../../../tools/fakes/przelewy24.ts';
import { createPrzelewy24Provider, Przelewy24Error } from './przelewy24.ts';
import { notificationSign, registerSign, verifySign } from './signature.ts';

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
});
