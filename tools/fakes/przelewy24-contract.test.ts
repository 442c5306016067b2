// The Przelewy24 stand-in against Przelewy24's published contract (przelewy24-open-api.yml, see
// przelewy24-open-api.md): the shop's own adapter runs its whole path through the stand-in
// (the methods offered; register with the payer's browser and a time limit, and with a method
// chosen in the shop; a refused and a taken BLIK code, codes from two bank apps remembering the
// shopper's BLIK, its charge without a code: the apps to choose from, the chosen one, an expired
// alias, a 778xxx code waiting for "Zapłać"; the payment's notification and verify, a refund, its
// repeat after a lost answer, a refused refund, the refunds' list) and every answer is checked
// against the response schema the document gives for its path, method and status; every request
// the adapter sends against the operation's request body. The document marks little as
// required, so its objects are read as closed: a field the stand-in invents or misspells fails
// too.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrzelewy24Provider } from '../../apps/api/src/modules/payments/providers/przelewy24.ts';
import {
  openApiContract,
  recordingFetch,
  type Exchange,
  type OpenApiDocument,
} from './contract.ts';
import { startFakePrzelewy24, type FakePrzelewy24 } from './przelewy24.ts';

const keys = { merchantId: 11, posId: 11, apiKey: 'contract-api-key', crc: 'contract-crc' };

const contract = openApiContract(
  parse(
    await readFile(new URL('./przelewy24-open-api.yml', import.meta.url), 'utf8'),
  ) as OpenApiDocument,
  { closed: true },
);

/** What the shop registers of every transaction: its order's number and pages, the payer. */
const shopsTransaction = (shopUrl: string, orderNumber: number) => ({
  description: `Zamówienie nr ${orderNumber}`,
  email: 'kupujacy@example.com',
  urlReturn: `${shopUrl}/orders/${orderNumber}`,
  urlStatus: `${shopUrl}/api/payments/notifications`,
  payer: { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' },
});

describe('the Przelewy24 stand-in answers as the published OpenAPI document says', () => {
  let fake: FakePrzelewy24;
  let shop: Server;
  let shopUrl: string;
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    fake = await startFakePrzelewy24(keys);
    // The shop's side of the notifications: taken, as the shop takes a good one.
    shop = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('OK'));
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => shop.close(resolve));
  });

  it('through the shop’s whole path, refusals included', async () => {
    // The adapter calls the global fetch (unstubbed after each test by the suite's config).
    vi.stubGlobal('fetch', recordingFetch(fake.url, exchanges, fetch));
    fake.settings.blikConfirmMs = 0;
    const provider = createPrzelewy24Provider({ ...keys, baseUrl: fake.baseUrl }, shopUrl);
    const sessionId = randomUUID();
    const amount = 12_345;
    const { token } = await provider.register({
      sessionId,
      amount,
      ...shopsTransaction(shopUrl, 99_999_999),
      timeLimit: 14,
    });

    // A wrong code first, then one BLIK takes, remembering the shopper's BLIK.
    const alias = { value: 'a8Xk2mQ0vZ5rT1yW7nP3sL9d', label: 'Outlet Drop' };
    expect(await provider.chargeBlik({ token, sessionId, amount, code: '111111', alias })).toEqual({
      accepted: false,
      refusal: 'WRONG_CODE',
    });
    const charged = await provider.chargeBlik({ token, sessionId, amount, code: '777123', alias });
    expect(charged.accepted).toBe(true);
    await fake.deliveriesDone();

    // Another order from another bank app remembers it there too; then, without a code, the
    // shopper chooses between the two apps.
    const registered = async (blikAlias?: string) => {
      const next = randomUUID();
      const registration = await provider.register({
        sessionId: next,
        amount,
        ...shopsTransaction(shopUrl, 99_999_998),
        timeLimit: 99,
        ...(blikAlias && { blikAlias }),
      });
      return { token: registration.token, sessionId: next, amount, alias: alias.value };
    };
    const second = await registered(alias.value);
    expect((await provider.chargeBlik({ ...second, code: '777456', alias })).accepted).toBe(true);
    const third = await registered(alias.value);
    const choose = await provider.chargeBlikAlias(third);
    expect(choose).toMatchObject({ accepted: false, refusal: 'CHOOSE_APP' });
    const apps = 'apps' in choose ? choose.apps : [];
    expect(apps.map((app) => app.label)).toEqual(['mBank', 'Pekao']);
    expect((await provider.chargeBlikAlias({ ...third, app: apps[1]!.key })).accepted).toBe(true);
    // The methods offered, and one of them chosen in the shop with the consent given there.
    const methods = await provider.paymentMethods(amount);
    expect(methods.map((method) => method.group)).toContain('Credit Card');
    const chosen = await provider.register({
      sessionId: randomUUID(),
      amount,
      ...shopsTransaction(shopUrl, 99_999_997),
      timeLimit: 10,
      method: methods.find((method) => method.group === 'FastTransfers')!.id,
    });
    expect(chosen.token).not.toBe('');
    // Without the alias at registration it cannot be charged; an expired one says so.
    expect(await provider.chargeBlikAlias(await registered())).toEqual({
      accepted: false,
      refusal: 'ALIAS_REFUSED',
    });
    const expiring = { value: 'q0Rv8cN2hJ6eB4tY1uM5wK7z', label: 'Outlet Drop' };
    const fourth = await registered();
    await provider.chargeBlik({ ...fourth, code: '777068', alias: expiring });
    expect(await provider.chargeBlikAlias({ ...(await registered(expiring.value)) })).toEqual({
      accepted: false,
      refusal: 'ALIAS_EXPIRED',
    });
    await fake.deliveriesDone();

    const check = provider.verifyNotification(fake.notificationOf(token));
    if (!check.ok) throw new Error('the notification did not check');
    await provider.confirm(check.notification);
    const transactionId = check.notification.orderId;

    const refund = (requestId: string, refundAmount: number) =>
      provider.refund({
        requestId,
        refundsUuid: randomUUID().replace(/-/g, '').slice(0, 32),
        transactionId,
        sessionId,
        amount: refundAmount,
        // The shop's own wording (modules/refunds), at its longest order number.
        description: 'Zwrot - zamówienie nr 99999999',
      });
    const requestId = randomUUID();
    expect(await refund(requestId, 2_000)).toEqual({ accepted: true });
    // The answer was lost: the same request again is found among the transaction's refunds.
    expect(await refund(requestId, 2_000)).toEqual({ accepted: true });
    expect(await refund(randomUUID(), amount)).toMatchObject({ accepted: false });
    await expect(provider.refundsOf(transactionId + 1_000)).rejects.toThrow();

    // Access, and what a wrong key gets.
    const access = await fetch(`${fake.baseUrl}/testAccess`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.posId}:${keys.apiKey}`).toString('base64')}`,
      },
    });
    expect(access.status).toBe(200);
    await fetch(`${fake.baseUrl}/testAccess`, { headers: { authorization: 'Basic eDp5' } });
    await fake.deliveriesDone();

    const seen = exchanges.map((exchange) => `${exchange.method} ${exchange.status}`);
    expect(seen).toEqual(expect.arrayContaining(['POST 200', 'POST 201', 'POST 400', 'POST 409']));
    const aliasAnswers = exchanges
      .filter((exchange) => exchange.path.endsWith('/chargeByAlias'))
      .map((exchange) => exchange.status);
    expect(aliasAnswers).toEqual([409, 201, 400, 400]);
    expect(seen).toEqual(expect.arrayContaining(['PUT 200', 'GET 200', 'GET 401', 'GET 404']));
    expect(exchanges.flatMap(contract.answerProblems)).toEqual([]);
    expect(exchanges.flatMap(contract.requestProblems)).toEqual([]);
  });

  it('takes a 778xxx code and pays it only on "Zapłać", and so the BLIK it remembered', async () => {
    fake.settings.blikConfirmMs = 0;
    const provider = createPrzelewy24Provider({ ...keys, baseUrl: fake.baseUrl }, shopUrl);
    const alias = { value: 'm3Kd9Qa1Zr7Tx2Wb5Yn8Lc4v', label: 'Outlet Drop' };
    const registered = async (blikAlias?: string) => {
      const sessionId = randomUUID();
      const { token } = await provider.register({
        sessionId,
        amount: 5_000,
        ...shopsTransaction(shopUrl, 99_999_996),
        timeLimit: 14,
        ...(blikAlias && { blikAlias }),
      });
      return { token, sessionId, amount: 5_000, alias: alias.value };
    };
    const notified = (sessionId: string) => fake.transactionOf(sessionId)!.notifications.length;
    const pressPay = (token: string) =>
      fetch(`${fake.url}/trnRequest/${token}/pay`, { method: 'POST', redirect: 'manual' });

    const first = await registered();
    expect((await provider.chargeBlik({ ...first, code: '778123', alias })).accepted).toBe(true);
    await fake.deliveriesDone();
    expect(notified(first.sessionId)).toBe(0);
    expect((await pressPay(first.token)).status).toBe(303);
    expect(notified(first.sessionId)).toBe(1);

    const second = await registered(alias.value);
    expect((await provider.chargeBlikAlias(second)).accepted).toBe(true);
    await fake.deliveriesDone();
    expect(notified(second.sessionId)).toBe(0);
    await pressPay(second.token);
    expect(notified(second.sessionId)).toBe(1);
  });

  it('would catch an answer or a request shaped differently from the contract', () => {
    const registered = exchanges.find((exchange) =>
      exchange.path.endsWith('/transaction/register'),
    )!;
    const body = registered.body as { data: { token: string } };
    expect(contract.answerProblems({ ...registered, body: { data: { tokne: 'x' } } })).not.toEqual(
      [],
    );
    expect(
      contract.answerProblems({ ...registered, body: { ...body, responseCode: '0' } }),
    ).not.toEqual([]);
    expect(contract.answerProblems({ ...registered, status: 202 })).not.toEqual([]);
    const request = registered.request as Record<string, unknown>;
    expect(
      contract.requestProblems({ ...registered, request: { ...request, amount: '123.45' } }),
    ).not.toEqual([]);
    expect(
      contract.requestProblems({
        ...registered,
        request: { ...request, email: `${'a'.repeat(50)}@x.pl` },
      }),
    ).not.toEqual([]);
    // The schemas its discriminator maps to open chargeByAlias to `alternativeKey`, not to a typo.
    const byAlias = exchanges.find((exchange) => exchange.path.endsWith('/chargeByAlias'))!;
    const aliasRequest = { token: 'T', type: 'alternativeKey' };
    expect(
      contract.requestProblems({ ...byAlias, request: { ...aliasRequest, alternativeKey: 'k' } }),
    ).toEqual([]);
    expect(
      contract.requestProblems({ ...byAlias, request: { ...aliasRequest, alternativeKy: 'k' } }),
    ).not.toEqual([]);
  });
});
