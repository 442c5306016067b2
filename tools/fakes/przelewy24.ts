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
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  BLIK_TEST_CONFIRM_MS,
  BLIK_TEST_EXPIRING_ALIAS_CODE,
  blikTestApp,
  blikTestOutcome,
  blikTestWaitsForApp,
} from '../../packages/shared/src/blik.ts';

export interface FakePrzelewy24Options {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  port?: number;
}

export interface FakeTransaction {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string;
  /** The payer's browser (additional.PSU), which a BLIK charge needs. */
  payer: { IP: string; userAgent: string } | null;
  /** Przelewy24's own number, set when the shopper pays (or a BLIK code is taken). */
  orderId: number | null;
  /** BLIK codes charged on it, in order. */
  blikCodes: string[];
  /** Minutes it may take to pay (timeLimit; 0 or absent: no limit), and until when that is. */
  timeLimit: number;
  payableUntil: number | null;
  /** The remembered BLIK it was registered with (methodRefId), and the charges by alias. */
  methodRefId: string | null;
  aliasCharges: Record<string, unknown>[];
  /** The method chosen in the shop, and whether the shop took the consent to the terms. */
  method: number | null;
  regulationAccept: boolean;
  verified: boolean;
  notifications: { status: number; body: string }[];
}

export interface FakeRefund {
  requestId: string;
  refundsUuid: string;
  urlStatus: string | null;
  orderId: number;
  sessionId: string;
  amount: number;
  description: string;
  status: 'pending' | 'completed' | 'rejected';
  date: Date;
  batchId: number;
  notifications: { status: number; body: string }[];
}

/** How the fake settles the refunds it takes: at once (completed or rejected), or when told. */
export type RefundSettlement = 'completed' | 'rejected' | 'manual';

/** The errors chargeByCode answers for refused codes: BLIK's error number and name. */
const BLIK_ERRORS = {
  WRONG_CODE: { code: 28, error: 'ER_WRONG_TICKET' },
  CODE_EXPIRED: { code: 30, error: 'ER_TIC_EXPIRED' },
  DECLINED: { code: 62, error: 'ISSUER_DECLINED' },
} as const;

const sha384 = (json: string) => createHash('sha384').update(json).digest('hex');

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

/** A remembered BLIK: its label, the bank apps it sits in, and whether it has expired. */
export interface FakeBlikAlias {
  label: string;
  email: string;
  apps: Set<string>;
  expired: boolean;
  /** Remembered with a 778xxx code: its payments wait for "Zapłać" on /trnRequest. */
  waitsForApp: boolean;
}

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
  const bySession = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  /** Remembered BLIKs by aliasValue. */
  const aliases = new Map<string, FakeBlikAlias>();
  /** The key of a bank app an alias sits in (alternativeKeys' `alias`). */
  const appKey = (alias: string, app: string) =>
    createHash('sha256').update(`${alias}:${app}`).digest('hex').slice(0, 20);
  const payable = (t: FakeTransaction) => t.payableUntil === null || Date.now() <= t.payableUntil;
  /** Every POST /transaction/refund body received, repeats and refusals included. */
  const refundRequests: Record<string, unknown>[] = [];
  let nextOrderId = 300_000_001;
  let nextBatchId = 900_000_001;
  /**
   * Fault injection for tests: answer 500 to register, verify or refund while set;
   * `refundAnswerLost` takes the refund and then answers 500, as if the answer never arrived.
   */
  const failures = { register: false, verify: false, refund: false, refundAnswerLost: false };
  const settings: { refunds: RefundSettlement; blikConfirmMs: number } = {
    refunds: 'completed',
    blikConfirmMs: BLIK_TEST_CONFIRM_MS,
  };
  /** Deliveries of refund notifications under way (tests wait for them). */
  const deliveries = new Set<Promise<unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${options.posId}:${options.apiKey}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, error: string) =>
    send(res, status, { error, code: status });

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
    const sign = sha384(
      `{"sessionId":${JSON.stringify(b.sessionId)},"merchantId":${b.merchantId},"amount":${b.amount},"currency":${JSON.stringify(b.currency)},"crc":${JSON.stringify(options.crc)}}`,
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
    const sign = sha384(
      `{"sessionId":${JSON.stringify(t.sessionId)},"orderId":${t.orderId},"amount":${t.amount},"currency":${JSON.stringify(t.currency)},"crc":${JSON.stringify(options.crc)}}`,
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
    const sign = sha384(
      `{"merchantId":${fields.merchantId},"posId":${fields.posId},"sessionId":${JSON.stringify(fields.sessionId)},"amount":${fields.amount},"originAmount":${fields.originAmount},"currency":${JSON.stringify(fields.currency)},"orderId":${fields.orderId},"methodId":${fields.methodId},"statement":${JSON.stringify(fields.statement)},"crc":${JSON.stringify(options.crc)}}`,
    );
    return { ...fields, sign };
  }

  /** Delivers (or re-delivers) the notification of a paid transaction to urlStatus. */
  async function notify(token: string) {
    const t = transactions.get(token);
    if (!t || t.orderId === null) throw new Error(`fake P24: ${token} is not paid`);
    const res = await fetch(t.urlStatus, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notificationOf(t)),
    });
    const delivery = { status: res.status, body: await res.text() };
    t.notifications.push(delivery);
    return delivery;
  }

  /** The shopper pays: the transaction gets its number and the notification goes out. */
  async function pay(token: string) {
    const t = transactions.get(token);
    if (!t) throw new Error(`fake P24: unknown token ${token}`);
    if (!payable(t)) throw new Error(`fake P24: ${token} is past its time limit`);
    t.orderId ??= nextOrderId++;
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

  /** The transaction a BLIK charge names, when it may be charged; else the refusal is sent. */
  function chargeable(token: unknown, res: ServerResponse) {
    const t = typeof token === 'string' ? transactions.get(token) : undefined;
    if (!t) return fail(res, 400, 'Transaction not found');
    // Przelewy24 charges BLIK only on a transaction registered with additional.PSU.
    if (!t.payer) return fail(res, 400, 'Missing additional.PSU in transaction/register');
    if (t.verified) return fail(res, 400, 'Transaction already paid');
    if (!payable(t)) return fail(res, 400, 'Transaction expired');
    return t;
  }

  /**
   * Taken: the shopper confirms in the bank app, then the payment's notification goes out; or
   * it waits for "Zapłać" on /trnRequest.
   */
  function taken(t: FakeTransaction, res: ServerResponse, waitsForApp: boolean) {
    t.orderId ??= nextOrderId++;
    send(res, 201, { data: { orderId: t.orderId, message: 'success' }, responseCode: 0 });
    if (!waitsForApp) later(settings.blikConfirmMs, () => notify(t.token));
  }

  function chargeByCode(body: Record<string, unknown>, res: ServerResponse) {
    const { token, blikCode, aliasValue, aliasLabel } = body;
    if (typeof token !== 'string' || typeof blikCode !== 'string' || !/^\d{6}$/.test(blikCode)) {
      return fail(res, 400, 'Invalid input data');
    }
    // An alias is registered with both its value and its label (5 to 35 characters).
    if (
      (aliasValue !== undefined || aliasLabel !== undefined) &&
      (typeof aliasValue !== 'string' ||
        aliasValue === '' ||
        typeof aliasLabel !== 'string' ||
        aliasLabel.length < 5 ||
        aliasLabel.length > 35)
    ) {
      return fail(res, 400, 'Invalid input data');
    }
    const t = chargeable(token, res);
    if (!t) return;
    t.blikCodes.push(blikCode);
    const outcome = blikTestOutcome(blikCode);
    if (outcome !== 'CONFIRMED') {
      const refusal = BLIK_ERRORS[outcome as keyof typeof BLIK_ERRORS] ?? BLIK_ERRORS.DECLINED;
      return send(res, 400, refusal);
    }
    if (typeof aliasValue === 'string') {
      const alias = aliases.get(aliasValue) ?? {
        label: aliasLabel as string,
        email: t.email,
        apps: new Set<string>(),
        expired: false,
        waitsForApp: false,
      };
      alias.label = aliasLabel as string;
      alias.apps.add(blikTestApp(blikCode));
      alias.expired = blikCode === BLIK_TEST_EXPIRING_ALIAS_CODE;
      alias.waitsForApp = blikTestWaitsForApp(blikCode);
      aliases.set(aliasValue, alias);
    }
    taken(t, res, blikTestWaitsForApp(blikCode));
  }

  /**
   * chargeByAlias: `type` "alias", or "alternativeKey" with the key of one of the apps a 409
   * (error 51) listed. The transaction must have been registered with the alias (methodRefId).
   */
  function chargeByAlias(body: Record<string, unknown>, res: ServerResponse) {
    const { token, type, alternativeKey } = body;
    if (typeof token !== 'string' || (type !== 'alias' && type !== 'alternativeKey')) {
      return fail(res, 400, 'Invalid input data');
    }
    if (type === 'alternativeKey' && typeof alternativeKey !== 'string') {
      return fail(res, 400, 'Invalid input data');
    }
    const t = chargeable(token, res);
    if (!t) return;
    t.aliasCharges.push(body);
    const alias = t.methodRefId === null ? undefined : aliases.get(t.methodRefId);
    if (!alias || t.methodRefId === null) return fail(res, 400, 'Invalid input data');
    if (alias.expired) {
      return send(res, 400, { error: 'ALIAS_EXPIRED', code: 68 });
    }
    const apps = [...alias.apps].map((app) => ({ label: app, alias: appKey(t.methodRefId!, app) }));
    if (type === 'alias' && apps.length > 1) {
      return send(res, 409, {
        error: {
          message: 'Wybrany alias do identyfikacji jest niejednoznaczny!',
          alternativeKeys: apps,
        },
        code: 51,
      });
    }
    if (type === 'alternativeKey' && !apps.some((app) => app.alias === alternativeKey)) {
      return fail(res, 400, 'Invalid input data');
    }
    taken(t, res, alias.waitsForApp);
  }

  const byOrderId = (orderId: unknown) =>
    [...transactions.values()].find((t) => t.orderId !== null && t.orderId === orderId);
  /** What is left to refund of a transaction: refunds not rejected count. */
  const leftOf = (t: FakeTransaction) =>
    t.amount -
    refunds
      .filter((r) => r.orderId === t.orderId && r.status !== 'rejected')
      .reduce((sum, r) => sum + r.amount, 0);

  function refund(body: Record<string, unknown>, res: ServerResponse) {
    const { requestId, refundsUuid, urlStatus } = body;
    if (typeof requestId !== 'string' || requestId === '' || requestId.length > 45) {
      return fail(res, 400, 'Invalid input parameters');
    }
    if (typeof refundsUuid !== 'string' || refundsUuid === '' || refundsUuid.length > 35) {
      return fail(res, 400, 'Invalid input parameters');
    }
    if (urlStatus !== undefined && typeof urlStatus !== 'string') {
      return fail(res, 400, 'Invalid input parameters');
    }
    const entries = body.refunds;
    if (!Array.isArray(entries) || entries.length === 0) {
      return fail(res, 400, 'Invalid input parameters');
    }
    for (const entry of entries as Record<string, unknown>[]) {
      if (
        !entry ||
        !Number.isInteger(entry.orderId) ||
        typeof entry.sessionId !== 'string' ||
        !Number.isInteger(entry.amount) ||
        (entry.amount as number) <= 0 ||
        typeof entry.description !== 'string'
      ) {
        return fail(res, 400, 'Invalid input parameters');
      }
    }
    // requestId is the idempotency key: a repeat refunds nothing more.
    if (refunds.some((r) => r.requestId === requestId)) {
      return fail(res, 400, 'Request already exists');
    }
    const checked = (entries as Record<string, unknown>[]).map((entry) => {
      const t = byOrderId(entry.orderId);
      const message =
        !t || t.sessionId !== entry.sessionId
          ? 'Transaction not found'
          : !t.verified
            ? 'Transaction in wrong status - cannot refund'
            : (entry.amount as number) > leftOf(t)
              ? 'The amount of refund exceeds available amount for the transaction'
              : 'success';
      return {
        orderId: entry.orderId as number,
        sessionId: entry.sessionId as string,
        amount: entry.amount as number,
        description: entry.description as string,
        status: message === 'success',
        message,
      };
    });
    if (checked.some((entry) => !entry.status)) {
      return send(res, 409, { error: checked, code: 409 });
    }
    const batchId = nextBatchId++;
    const taken = checked.map((entry): FakeRefund => ({
      requestId,
      refundsUuid,
      urlStatus: (urlStatus as string | undefined) ?? null,
      orderId: entry.orderId,
      sessionId: entry.sessionId,
      amount: entry.amount,
      description: entry.description,
      status: 'pending',
      date: new Date(),
      batchId,
      notifications: [],
    }));
    refunds.push(...taken);
    if (failures.refundAnswerLost) fail(res, 500, 'Service unavailable');
    else send(res, 201, { data: checked, responseCode: 0 });
    if (settings.refunds !== 'manual') {
      const outcome = settings.refunds;
      for (const r of taken) later(0, () => settleRefund(r.requestId, outcome));
    }
  }

  /** The notification Przelewy24 sends when a refund is completed (status 0) or rejected (1). */
  function refundNotificationOf(r: FakeRefund) {
    const fields = {
      orderId: r.orderId,
      sessionId: r.sessionId,
      merchantId: options.merchantId,
      requestId: r.requestId,
      refundsUuid: r.refundsUuid,
      amount: r.amount,
      currency: 'PLN',
      timestamp: Math.floor(Date.now() / 1000),
      status: (r.status === 'rejected' ? 1 : 0) as 0 | 1,
    };
    const sign = sha384(
      `{"orderId":${fields.orderId},"sessionId":${JSON.stringify(fields.sessionId)},"refundsUuid":${JSON.stringify(fields.refundsUuid)},"merchantId":${fields.merchantId},"amount":${fields.amount},"currency":${JSON.stringify(fields.currency)},"status":${fields.status},"crc":${JSON.stringify(options.crc)}}`,
    );
    return { ...fields, sign };
  }

  /** Settles a refund (if still pending) and delivers (or re-delivers) its notification. */
  async function settleRefund(requestId: string, outcome: 'completed' | 'rejected') {
    const r = refunds.find((candidate) => candidate.requestId === requestId);
    if (!r) throw new Error(`fake P24: no refund ${requestId}`);
    if (r.status === 'pending') r.status = outcome;
    if (!r.urlStatus) return null;
    const res = await fetch(r.urlStatus, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(refundNotificationOf(r)),
    });
    const delivery = { status: res.status, body: await res.text() };
    r.notifications.push(delivery);
    return delivery;
  }

  /** GET /refund/by/orderId/{orderId}: the transaction's refunds, statuses as numbers. */
  function refundsOfTransaction(orderId: number, res: ServerResponse) {
    const t = byOrderId(orderId);
    // The document's TransactionNotFoundResponse: `responseCode`, not `code`, on this one.
    if (!t) return send(res, 404, { error: 'Transaction not found', responseCode: 0 });
    const codes = { completed: 1, pending: 2, rejected: 4 } as const;
    send(res, 200, {
      data: {
        orderId,
        sessionId: t.sessionId,
        amount: t.amount,
        currency: t.currency,
        refunds: refunds
          .filter((r) => r.orderId === orderId)
          .map((r) => ({
            batchId: r.batchId,
            requestId: r.requestId,
            date: r.date.toISOString().slice(0, 19).replace('T', ' '),
            login: 'api',
            description: r.description,
            status: codes[r.status],
            amount: r.amount,
          })),
      },
      responseCode: 0,
    });
  }

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
    deliveriesDone: async () => {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
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
