// A local stand-in for the Przelewy24 REST API, following the contract in docs/integrations.md, for
// the adapter's tests and for demos without a sandbox account. Signatures are computed here on
// their own (not with the shop's code), so a wrong key order in the shop fails against it.
//
//   node tools/fakes/przelewy24.ts --port 3290 --merchant 11 --pos 11 --key k --crc c
//
// The shop then runs with PAYMENT_PROVIDER=przelewy24 P24_BASE_URL=http://127.0.0.1:3290/api/v1.
// GET /trnRequest/{token} shows a page whose button pays: the fake POSTs a signed notification
// to urlStatus (as Przelewy24 does, until the shop verifies) and sends the browser to urlReturn.
// POST /transaction/refund takes refunds of paid transactions (each requestId once, never more
// than is left of the transaction) and then POSTs each one's signed refund notification to the
// refund's urlStatus; GET /refund/by/orderId/{orderId} lists a transaction's refunds.
// POST /paymentMethod/blik/chargeByCode charges a BLIK code on a transaction registered with the
// payer's browser (additional.PSU), by the shop's test rule (blikTestOutcome): 777xxx is taken
// and paid (notification sent) two seconds later, 778xxx taken and paid once the payer presses
// "Zapłać" on /trnRequest (blikTestWaitsForApp), 111111 and 222222 are refused with BLIK's
// wrong-code and expired-code errors, any other code with the bank's refusal. A code charged
// with aliasValue and aliasLabel remembers that BLIK in the bank app the code's fourth digit
// names (blikTestApp); POST /paymentMethod/blik/chargeByAlias charges it on a transaction
// registered with it as methodRefId, answers 409 with error 51 and the apps when it sits in
// several (then takes `alternativeKey`), and error 68 for one remembered with 777068 (expired);
// one remembered with a 778xxx code waits for "Zapłać" as that code did.
// A transaction registered with timeLimit can no longer be paid once its minutes have passed.
// GET /payment/methods/{lang} lists the methods below (ids and names of the stand-in's own, in
// Przelewy24's shape); transaction/register takes one of them as `method`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { BLIK_TEST_CONFIRM_MS } from '../../packages/shared/src/blik.ts';
import { fakeBlik } from './przelewy24-blik.ts';
import { fakeRefunds } from './przelewy24-refunds.ts';
import {
  deliver,
  fail,
  send,
  p24Sign,
  type Delivery,
  type FakeContext,
  type FakePrzelewy24Options,
  type FakeTransaction,
} from './przelewy24-state.ts';

/** The stand-in's methods (payment/methods): [id, name, group, least amount in grosze]. */
const METHODS: [number, string, string, number][] = [
  [154, 'BLIK', 'Blik', 1],
  [218, 'Karta płatnicza', 'Credit Card', 1],
  [238, 'Google Pay', 'Wallet', 1],
  [239, 'Apple Pay', 'Wallet', 1],
  [25, 'mTransfer', 'FastTransfers', 1],
  [31, 'Płacę z iPKO', 'FastTransfers', 1],
  [112, 'ING Bank Śląski', 'FastTransfers', 1],
  [227, 'PayPo', 'Installments', 4_000],
  [178, 'Przelew tradycyjny', 'TraditionalTransfer', 1],
];

/** The shop's settings that make it pay through a stand-in with these keys at `baseUrl`. */
export const przelewy24ShopSettings = (options: FakePrzelewy24Options, baseUrl: string) => ({
  PAYMENT_PROVIDER: 'przelewy24',
  P24_MERCHANT_ID: String(options.merchantId),
  P24_POS_ID: String(options.posId),
  P24_API_KEY: options.apiKey,
  P24_CRC: options.crc,
  P24_BASE_URL: baseUrl,
});

export async function startFakePrzelewy24(options: FakePrzelewy24Options) {
  const transactions = new Map<string, FakeTransaction>();
  let nextOrderId = 300_000_001;
  const bySession = new Map<string, FakeTransaction>();
  const payable = (t: FakeTransaction) => t.payableUntil === null || Date.now() <= t.payableUntil;
  const numberOf = (t: FakeTransaction) => (t.orderId ??= nextOrderId++);
  const failures: FakeContext['failures'] = {
    register: false,
    verify: false,
    refund: false,
    refundAnswerLost: false,
  };
  const settings: FakeContext['settings'] = {
    refunds: 'completed',
    blikConfirmMs: BLIK_TEST_CONFIRM_MS,
  };
  /** Deliveries of refund notifications under way (tests wait for them). */
  const deliveries = new Set<Promise<unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${options.posId}:${options.apiKey}`).toString('base64')}`;

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  function register(body: Record<string, unknown>, res: ServerResponse) {
    const b = body as Record<string, string | number>;
    const required = [
      'merchantId',
      'posId',
      'sessionId',
      'amount',
      'currency',
      'description',
      'email',
      'country',
      'language',
      'urlReturn',
      'urlStatus',
      'sign',
    ];
    const missing = required.filter((key) => b[key] === undefined || b[key] === '');
    if (missing.length > 0) return fail(res, 400, `Missing fields: ${missing.join(', ')}`);
    if (b.merchantId !== options.merchantId || b.posId !== options.posId) {
      return fail(res, 400, 'Incorrect merchantId or posId');
    }
    if (!Number.isInteger(b.amount) || (b.amount as number) <= 0) {
      return fail(res, 400, 'Incorrect amount');
    }
    if (typeof b.sessionId !== 'string' || b.sessionId.length > 100) {
      return fail(res, 400, 'Incorrect sessionId');
    }
    const sign = p24Sign(
      { sessionId: b.sessionId, merchantId: b.merchantId, amount: b.amount, currency: b.currency },
      options.crc,
    );
    if (b.sign !== sign) return fail(res, 400, 'Incorrect sign');
    if (bySession.has(b.sessionId)) return fail(res, 400, 'Transaction already registered');
    const psu = (body.additional as { PSU?: Record<string, unknown> } | undefined)?.PSU;
    if (psu !== undefined && (typeof psu.IP !== 'string' || typeof psu.userAgent !== 'string')) {
      return fail(res, 400, 'Incorrect additional.PSU');
    }
    const timeLimit = body.timeLimit ?? 0;
    if (!Number.isInteger(timeLimit) || (timeLimit as number) < 0 || (timeLimit as number) > 99) {
      return fail(res, 400, 'Incorrect timeLimit');
    }
    const { methodRefId, method, regulationAccept } = body;
    if (method !== undefined && !METHODS.some(([id]) => id === method)) {
      return fail(res, 400, 'Incorrect method');
    }
    if (regulationAccept !== undefined && typeof regulationAccept !== 'boolean') {
      return fail(res, 400, 'Incorrect regulationAccept');
    }
    if (
      methodRefId !== undefined &&
      (typeof methodRefId !== 'string' || methodRefId === '' || methodRefId.length > 250)
    ) {
      return fail(res, 400, 'Incorrect methodRefId');
    }
    const token = randomBytes(16).toString('hex').toUpperCase();
    const transaction: FakeTransaction = {
      token,
      sessionId: b.sessionId,
      amount: b.amount as number,
      currency: String(b.currency),
      description: String(b.description),
      email: String(b.email),
      urlReturn: String(b.urlReturn),
      urlStatus: String(b.urlStatus),
      payer: psu ? { IP: psu.IP as string, userAgent: psu.userAgent as string } : null,
      orderId: null,
      blikCodes: [],
      timeLimit: timeLimit as number,
      payableUntil: timeLimit === 0 ? null : Date.now() + (timeLimit as number) * 60_000,
      methodRefId: (methodRefId as string | undefined) ?? null,
      aliasCharges: [],
      method: (method as number | undefined) ?? null,
      regulationAccept: regulationAccept === true,
      verified: false,
      notifications: [],
    };
    transactions.set(token, transaction);
    bySession.set(transaction.sessionId, transaction);
    send(res, 200, { data: { token }, responseCode: 0 });
  }

  function verify(body: Record<string, unknown>, res: ServerResponse) {
    const t = bySession.get(String(body.sessionId));
    if (!t || t.orderId === null) return fail(res, 400, 'Transaction not found');
    if (
      body.merchantId !== options.merchantId ||
      body.posId !== options.posId ||
      body.orderId !== t.orderId ||
      body.amount !== t.amount ||
      body.currency !== t.currency
    ) {
      return fail(res, 400, 'Incorrect transaction data');
    }
    const sign = p24Sign(
      { sessionId: t.sessionId, orderId: t.orderId, amount: t.amount, currency: t.currency },
      options.crc,
    );
    if (body.sign !== sign) return fail(res, 400, 'Incorrect sign');
    t.verified = true;
    send(res, 200, { data: { status: 'success' }, responseCode: 0 });
  }

  /** The notification body Przelewy24 sends for a paid transaction. */
  function notificationOf(t: FakeTransaction) {
    const fields = {
      merchantId: options.merchantId,
      posId: options.posId,
      sessionId: t.sessionId,
      amount: t.amount,
      originAmount: t.amount,
      currency: t.currency,
      orderId: t.orderId!,
      methodId: 25,
      statement: `p24-${t.orderId}`,
    };
    // Signed in the order of its fields.
    return { ...fields, sign: p24Sign(fields, options.crc) };
  }

  /** Delivers (or re-delivers) the notification of a paid transaction to urlStatus. */
  async function notify(token: string): Promise<Delivery> {
    const t = transactions.get(token);
    if (!t || t.orderId === null) throw new Error(`fake P24: ${token} is not paid`);
    return deliver(t.urlStatus, notificationOf(t), t.notifications);
  }

  /** The shopper pays: the transaction gets its number and the notification goes out. */
  async function pay(token: string) {
    const t = transactions.get(token);
    if (!t) throw new Error(`fake P24: unknown token ${token}`);
    if (!payable(t)) throw new Error(`fake P24: ${token} is past its time limit`);
    numberOf(t);
    return notify(token);
  }

  /** Delivers in the background, as Przelewy24 does (tests wait with deliveriesDone). */
  function later(ms: number, delivery: () => Promise<unknown>) {
    const done = new Promise((resolve) => setTimeout(resolve, ms))
      .then(delivery)
      .catch(() => undefined);
    deliveries.add(done);
    void done.finally(() => deliveries.delete(done));
  }

  const deliveriesDone = async () => {
    while (deliveries.size > 0) await Promise.all([...deliveries]);
  };

  const ctx: FakeContext = {
    options,
    transactions,
    settings,
    failures,
    payable,
    numberOf,
    later,
    notify,
  };
  const { aliases, chargeByCode, chargeByAlias, releaseHeld } = fakeBlik(ctx);
  const {
    refunds,
    refundRequests,
    refund,
    refundNotificationOf,
    settleRefund,
    refundsOfTransaction,
  } = fakeRefunds(ctx);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // For a stand-in in a process of its own (benchmarks): how long the bank app takes to
    // confirm BLIK (POST), and what became of a transaction (GET, by session).
    if (url.pathname === '/_control/settings' && req.method === 'POST') {
      const body = await readJson(req);
      if (!body || !Number.isInteger(body.blikConfirmMs)) return fail(res, 400, 'blikConfirmMs');
      settings.blikConfirmMs = body.blikConfirmMs as number;
      return send(res, 200, settings);
    }
    const control = /^\/_control\/transactions\/([^/]+)$/.exec(url.pathname);
    if (control && req.method === 'GET') {
      const t = bySession.get(decodeURIComponent(control[1]!));
      if (!t) return fail(res, 404, 'Unknown session');
      const { payer: _payer, ...seen } = t;
      return send(res, 200, {
        ...seen,
        refunds: refunds.filter((r) => r.sessionId === t.sessionId).length,
      });
    }
    const trn = /^\/trnRequest\/([^/]+)(\/pay)?$/.exec(url.pathname);
    if (trn) {
      const t = transactions.get(decodeURIComponent(trn[1]!));
      if (!t) return fail(res, 404, 'Unknown token');
      if (!payable(t)) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="pl"><meta charset="utf-8"><title>Przelewy24 (fake)</title>` +
            `<h1>Minął czas na dokonanie transakcji</h1><a href="${t.urlReturn}">Wróć do sklepu</a>`,
        );
      }
      if (req.method === 'POST' && trn[2]) {
        await pay(t.token).catch(() => undefined);
        res.writeHead(303, { location: t.urlReturn });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="pl"><meta charset="utf-8"><title>Przelewy24 (fake)</title>` +
          `<h1>Przelewy24 (atrapa)</h1><p>${(t.amount / 100).toFixed(2)} ${t.currency}</p>` +
          `<form method="post" action="/trnRequest/${t.token}/pay"><button>Zapłać</button></form>`,
      );
    }
    if (!url.pathname.startsWith('/api/v1/')) return fail(res, 404, 'Not found');
    if (req.headers.authorization !== expectedAuth) {
      return fail(res, 401, 'Incorrect authentication');
    }
    const route = `${req.method} ${url.pathname.slice('/api/v1'.length)}`;
    if (route === 'GET /testAccess') return send(res, 200, { data: true, error: '' });
    const methods = /^GET \/payment\/methods\/(pl|en)$/.exec(route);
    if (methods) {
      const amount = Number(url.searchParams.get('amount') ?? 0);
      return send(res, 200, {
        data: METHODS.map(([id, name, group, least]) => ({
          name,
          id,
          group,
          subgroup: group,
          status: amount === 0 || amount >= least,
          imgUrl: `https://static.przelewy24.pl/payment-form-logo/svg/${id}`,
          mobileImgUrl: `https://static.przelewy24.pl/payment-form-logo/svg/${id}`,
          mobile: true,
        })),
        agreements: [],
        responseCode: '',
      });
    }
    const refundsOf = /^GET \/refund\/by\/orderId\/(\d+)$/.exec(route);
    if (refundsOf) return refundsOfTransaction(Number(refundsOf[1]), res);
    const body = await readJson(req);
    if (!body) return fail(res, 400, 'Invalid JSON');
    if (route === 'POST /transaction/register') {
      return failures.register ? fail(res, 500, 'Service unavailable') : register(body, res);
    }
    if (route === 'PUT /transaction/verify') {
      return failures.verify ? fail(res, 500, 'Service unavailable') : verify(body, res);
    }
    if (route === 'POST /paymentMethod/blik/chargeByCode') return chargeByCode(body, res);
    if (route === 'POST /paymentMethod/blik/chargeByAlias') return chargeByAlias(body, res);
    if (route === 'POST /transaction/refund') {
      refundRequests.push(body);
      return failures.refund ? fail(res, 500, 'Service unavailable') : refund(body, res);
    }
    return fail(res, 404, 'Not found');
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  return {
    url: `http://127.0.0.1:${port}`,
    baseUrl,
    /** The shop's settings that make it pay through this stand-in. */
    shopSettings: () => przelewy24ShopSettings(options, baseUrl),
    transactions,
    refunds,
    refundRequests,
    aliases,
    failures,
    settings,
    transactionOf: (sessionId: string) => bySession.get(sessionId),
    pay,
    notify,
    notificationOf: (token: string) => notificationOf(transactions.get(token)!),
    settleRefund,
    refundNotificationOf: (requestId: string) =>
      refundNotificationOf(refunds.find((r) => r.requestId === requestId)!),
    /** Waits for the refund notifications being delivered right now. */
    deliveriesDone,
    /**
     * The bank app confirms the BLIK payments held for the test (`settings.blikConfirmMs` null):
     * their notifications are delivered before this answers.
     */
    confirmBlik: async () => {
      releaseHeld();
      await deliveriesDone();
    },
    close: async () => {
      await Promise.all([...deliveries]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePrzelewy24 = Awaited<ReturnType<typeof startFakePrzelewy24>>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3290' },
      merchant: { type: 'string', default: '11' },
      pos: { type: 'string', default: '11' },
      key: { type: 'string', default: 'fake-api-key' },
      crc: { type: 'string', default: 'fake-crc' },
    },
  });
  const fake = await startFakePrzelewy24({
    port: Number(values.port),
    merchantId: Number(values.merchant),
    posId: Number(values.pos),
    apiKey: values.key,
    crc: values.crc,
  });
  console.info(`Fake Przelewy24 at ${fake.baseUrl}`);
}
