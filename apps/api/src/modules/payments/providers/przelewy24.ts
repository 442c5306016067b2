// Przelewy24 REST adapter (docs/integrations.md): register a transaction and redirect the shopper to
// /trnRequest/{token}, or charge a BLIK code typed in the shop or the shopper's remembered BLIK
// (docs/payments-blik.md); check
// notification signatures; verify accepted payments; register refunds (docs/refunds.md) and
// check their notifications.
import type { BlikRefusal } from '@shop/shared/blik';
import { PAYMENT_CURRENCY } from '@shop/shared/payments';
import { REFUND_NOTIFICATION_PATH } from '../paths.ts';
import { checkNotification, checkRefundNotification } from './notification.ts';
import type {
  BlikAliasAnswer,
  BlikAliasCharge,
  BlikAnswer,
  BlikApp,
  BlikCode,
  PaymentProvider,
  ProviderMethod,
  PaymentRegistration,
  ProviderRefund,
  RefundRegistration,
  VerifiedNotification,
} from './provider.ts';
import { registerSign, verifySign } from './signature.ts';

export interface Przelewy24Config {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  /** e.g. https://sandbox.przelewy24.pl/api/v1 (no trailing slash). */
  baseUrl: string;
}

/** A refund as GET /refund/by/orderId lists it; status 1 completed, 2 pending, 3 awaiting acceptance, 4 rejected. */
export interface Przelewy24RefundEntry {
  batchId: number;
  requestId: string;
  date: string;
  description: string;
  status: number;
  amount: number;
}

type Answer = { data?: unknown; error?: unknown; responseCode?: number; code?: number };

/** A field of an answer's object part (`data`), if it is an object. */
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/** The per-refund entries of a refund answer: `data` when taken, `error` when refused (409). */
const refundEntry = (answer: Answer) => {
  const entries = answer.data ?? answer.error;
  const entry: unknown = Array.isArray(entries) ? entries[0] : undefined;
  return entry && typeof entry === 'object'
    ? (entry as { status?: unknown; message?: unknown })
    : undefined;
};

/**
 * The error codes paymentMethod/blik/chargeByCode answers for a code BLIK or the bank refused
 * (as Przelewy24's own shop plugins read them); any other error is the provider's trouble.
 */
const BLIK_ERROR_CODES: Record<number, BlikRefusal> = {
  4: 'UNAVAILABLE',
  24: 'UNAVAILABLE',
  26: 'UNAVAILABLE',
  28: 'WRONG_CODE',
  29: 'WRONG_CODE',
  30: 'CODE_EXPIRED',
  33: 'CODE_USED',
  35: 'CODE_USED',
  39: 'UNAVAILABLE',
  60: 'LIMIT_EXCEEDED',
  61: 'INSUFFICIENT_FUNDS',
  62: 'DECLINED',
  63: 'DECLINED',
  64: 'DECLINED',
  65: 'WRONG_CODE',
  66: 'BAD_PIN',
  67: 'UNAVAILABLE',
  69: 'TIMEOUT',
  70: 'TIMEOUT',
  71: 'DECLINED',
  72: 'TIMEOUT',
};

/** chargeByAlias's error (HTTP 409) when the alias sits in several bank apps: pick one. */
const SEVERAL_APPS = 51;
/** chargeByAlias's error when the alias expired: register it again with a code. */
const ALIAS_EXPIRED = 68;

/** The bank apps of a SEVERAL_APPS answer (`error.alternativeKeys`: label and alias). */
function appsOf(error: unknown): BlikApp[] {
  const keys = field(error, 'alternativeKeys');
  if (!Array.isArray(keys)) return [];
  return keys.flatMap((item: unknown) => {
    const key = field(item, 'alias');
    const label = field(item, 'label');
    return typeof key === 'string' && key !== '' && typeof label === 'string'
      ? [{ key, label }]
      : [];
  });
}

/** Przelewy24's answer when this requestId was registered before (a repeat after a lost answer). */
const ALREADY_REGISTERED = 'Request already exists';

export class Przelewy24Error extends Error {
  override name = 'Przelewy24Error';
}

const TIMEOUT_MS = 15_000;

export function createPrzelewy24Provider(config: Przelewy24Config, publicUrl: string) {
  const authorization = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;
  // The shopper-facing pages live on the host, the REST API under /api/v1.
  const host = new URL(config.baseUrl).origin;
  const redirectUrl = (token: string) => `${host}/trnRequest/${encodeURIComponent(token)}`;

  /** One request; answers the status and the parsed body, whatever the status. */
  async function send(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Przelewy24Error(`${method} ${path}: ${(error as Error).message}`, { cause: error });
    }
    const text = await res.text();
    try {
      return { status: res.status, text, json: JSON.parse(text) as Answer };
    } catch {
      throw new Przelewy24Error(`${method} ${path}: HTTP ${res.status}, answer is not JSON`);
    }
  }

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
    const answer = await send(method, path, body);
    if (answer.status < 200 || answer.status > 299) {
      throw new Przelewy24Error(`${method} ${path}: HTTP ${answer.status} ${answer.text}`);
    }
    return answer.json;
  }

  /** GET /refund/by/orderId/{orderId}: the refunds Przelewy24 holds for a transaction. */
  async function refundsOf(transactionId: number): Promise<Przelewy24RefundEntry[]> {
    const answer = await call('GET', `/refund/by/orderId/${transactionId}`);
    const refunds = field(answer.data, 'refunds');
    if (!Array.isArray(refunds)) {
      throw new Przelewy24Error(`refunds of ${transactionId}: ${JSON.stringify(answer)}`);
    }
    return refunds as Przelewy24RefundEntry[];
  }

  /** POST /transaction/register; answers the URL to send the shopper to and the token. */
  async function register(t: PaymentRegistration) {
    const answer = await call('POST', '/transaction/register', {
      merchantId: config.merchantId,
      posId: config.posId,
      sessionId: t.sessionId,
      amount: t.amount,
      currency: PAYMENT_CURRENCY,
      description: t.description,
      email: t.email,
      country: 'PL',
      language: 'pl',
      urlReturn: t.urlReturn,
      urlStatus: t.urlStatus,
      timeLimit: t.timeLimit,
      ...(t.blikAlias === undefined ? {} : { methodRefId: t.blikAlias }),
      ...(t.method === undefined ? {} : { method: t.method, regulationAccept: true }),
      sign: registerSign({
        sessionId: t.sessionId,
        merchantId: config.merchantId,
        amount: t.amount,
        currency: PAYMENT_CURRENCY,
        crc: config.crc,
      }),
      // The payer's browser: required to charge a BLIK code on this transaction.
      additional: { PSU: { IP: t.payer.ip, userAgent: t.payer.userAgent } },
    });
    const token = field(answer.data, 'token');
    if (typeof token !== 'string' || token === '') {
      throw new Przelewy24Error(`register answered no token: ${JSON.stringify(answer)}`);
    }
    return { token, redirectUrl: redirectUrl(token) };
  }

  return {
    name: 'przelewy24',

    /** Our own route, which registers the transaction when the shopper arrives (see routes). */
    createPayment: ({ sessionId }) =>
      `${publicUrl}/api/payments/przelewy24/${encodeURIComponent(sessionId)}`,

    verifyNotification: (body) => checkNotification(body, config),

    async confirm(n: VerifiedNotification) {
      const answer = await call('PUT', '/transaction/verify', {
        merchantId: config.merchantId,
        posId: config.posId,
        sessionId: n.sessionId,
        amount: n.amount,
        currency: n.currency,
        orderId: n.orderId,
        sign: verifySign({ ...n, crc: config.crc }),
      });
      if (field(answer.data, 'status') !== 'success') {
        throw new Przelewy24Error(`verify refused: ${JSON.stringify(answer)}`);
      }
    },

    verifyRefundNotification: (body) => checkRefundNotification(body, config),

    /**
     * POST /transaction/refund. Przelewy24 takes each requestId once: a repeat (our earlier
     * attempt got through but its answer was lost) is answered "Request already exists", and
     * the refund is then looked up among the transaction's refunds to make sure it is there.
     */
    async refund(r: ProviderRefund): Promise<RefundRegistration> {
      const path = '/transaction/refund';
      const answer = await send('POST', path, {
        requestId: r.requestId,
        refunds: [
          {
            orderId: r.transactionId,
            sessionId: r.sessionId,
            amount: r.amount,
            description: r.description,
          },
        ],
        refundsUuid: r.refundsUuid,
        urlStatus: `${publicUrl}${REFUND_NOTIFICATION_PATH}`,
      });
      const ok = answer.status >= 200 && answer.status <= 299;
      const entry = refundEntry(answer.json);
      if (ok && entry?.status === true) return { accepted: true };
      // 409 (or a 2xx entry with status false): refused for good, e.g. "The amount of refund
      // exceeds available amount for the transaction".
      if ((ok || answer.status === 409) && entry?.status === false) {
        return { accepted: false, message: String(entry.message ?? 'refused') };
      }
      if (answer.status === 400 && answer.json.error === ALREADY_REGISTERED) {
        const known = await refundsOf(r.transactionId);
        if (known.some((refund) => refund.requestId === r.requestId)) return { accepted: true };
      }
      // Unreachable, busy (including "Concurrent call") or an answer we do not know: the same
      // request again later.
      throw new Przelewy24Error(`POST ${path}: HTTP ${answer.status} ${answer.text}`);
    },

    refundsOf,

    register,

    async registerPayment(t: PaymentRegistration) {
      return (await register(t)).token;
    },

    /**
     * POST /paymentMethod/blik/chargeByCode: 201 with the transaction's orderId when BLIK took
     * the code (the shopper confirms in the bank app, the payment's notification follows), an
     * error with a BLIK code when the code or the payer was refused.
     */
    async chargeBlik({ token, code, alias }: BlikCode): Promise<BlikAnswer> {
      const path = '/paymentMethod/blik/chargeByCode';
      const answer = await send('POST', path, {
        token,
        blikCode: code,
        ...(alias && { aliasValue: alias.value, aliasLabel: alias.label }),
      });
      const transactionId = field(answer.json.data, 'orderId');
      if (answer.status >= 200 && answer.status <= 299 && Number.isSafeInteger(transactionId)) {
        return { accepted: true, transactionId: transactionId as number };
      }
      const refusal =
        typeof answer.json.code === 'number' ? BLIK_ERROR_CODES[answer.json.code] : undefined;
      if (refusal) return { accepted: false, refusal };
      throw new Przelewy24Error(`POST ${path}: HTTP ${answer.status} ${answer.text}`);
    },

    /**
     * POST /paymentMethod/blik/chargeByAlias on a transaction registered with the alias
     * (methodRefId): `type: "alias"`, or `"alternativeKey"` with the bank app the shopper chose
     * after error 51 (HTTP 409, the apps in `error.alternativeKeys`, never kept). Error 68 is an
     * expired alias; any other refusal of the alias itself (400, 404, 409) means it cannot be
     * used: the shopper types a code instead.
     */
    async chargeBlikAlias({ token, app }: BlikAliasCharge): Promise<BlikAliasAnswer> {
      const path = '/paymentMethod/blik/chargeByAlias';
      const answer = await send(
        'POST',
        path,
        app === undefined
          ? { token, type: 'alias' }
          : { token, type: 'alternativeKey', alternativeKey: app },
      );
      const transactionId = field(answer.json.data, 'orderId');
      if (answer.status >= 200 && answer.status <= 299 && Number.isSafeInteger(transactionId)) {
        return { accepted: true, transactionId: transactionId as number };
      }
      const code = answer.json.code;
      if (answer.status === 409 && code === SEVERAL_APPS) {
        const apps = appsOf(answer.json.error);
        if (apps.length > 0) return { accepted: false, refusal: 'CHOOSE_APP', apps };
      }
      if (code === ALIAS_EXPIRED) return { accepted: false, refusal: 'ALIAS_EXPIRED' };
      const refusal = typeof code === 'number' ? BLIK_ERROR_CODES[code] : undefined;
      if (refusal) return { accepted: false, refusal };
      if ([400, 404, 409].includes(answer.status)) {
        return { accepted: false, refusal: 'ALIAS_REFUSED' };
      }
      throw new Przelewy24Error(`POST ${path}: HTTP ${answer.status} ${answer.text}`);
    },

    /**
     * GET /payment/methods/pl?amount=…&currency=PLN: the methods offered for that amount; those
     * with `status: false` (switched off now) are left out.
     */
    async paymentMethods(amount: number): Promise<ProviderMethod[]> {
      const answer = await call(
        'GET',
        `/payment/methods/pl?amount=${Math.trunc(amount)}&currency=${PAYMENT_CURRENCY}`,
      );
      if (!Array.isArray(answer.data)) {
        throw new Przelewy24Error(`payment/methods answered no list: ${JSON.stringify(answer)}`);
      }
      return answer.data.flatMap((item: unknown) => {
        const id = field(item, 'id');
        const name = field(item, 'name');
        const group = field(item, 'group');
        const imgUrl = field(item, 'imgUrl');
        if (
          field(item, 'status') !== true ||
          !Number.isSafeInteger(id) ||
          typeof name !== 'string'
        ) {
          return [];
        }
        return [
          {
            id: id as number,
            name,
            group: typeof group === 'string' ? group : '',
            imgUrl: typeof imgUrl === 'string' && imgUrl.startsWith('https://') ? imgUrl : null,
          },
        ];
      });
    },

    redirectUrl,
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type Przelewy24Provider = ReturnType<typeof createPrzelewy24Provider>;
