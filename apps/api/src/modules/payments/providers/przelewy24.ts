// Przelewy24 REST adapter (docs/integrations.md): register a transaction and redirect the shopper to
// /trnRequest/{token}; check notification signatures; verify accepted payments.
import { PAYMENT_CURRENCY } from '@shop/shared/payments';
import { checkNotification } from './notification.ts';
import type { PaymentProvider, VerifiedNotification } from './provider.ts';
import { registerSign, verifySign } from './signature.ts';

export interface Przelewy24Config {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  /** e.g. https://sandbox.przelewy24.pl/api/v1 (no trailing slash). */
  baseUrl: string;
}

export interface Przelewy24Registration {
  sessionId: string;
  amount: number;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string;
}

export class Przelewy24Error extends Error {
  override name = 'Przelewy24Error';
}

const TIMEOUT_MS = 15_000;

export function createPrzelewy24Provider(config: Przelewy24Config, publicUrl: string) {
  const authorization = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString('base64')}`;
  // The shopper-facing pages live on the host, the REST API under /api/v1.
  const host = new URL(config.baseUrl).origin;
  const redirectUrl = (token: string) => `${host}/trnRequest/${encodeURIComponent(token)}`;

  async function call(method: 'POST' | 'PUT', path: string, body?: unknown) {
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
    if (!res.ok) throw new Przelewy24Error(`${method} ${path}: HTTP ${res.status} ${text}`);
    try {
      return JSON.parse(text) as { data?: Record<string, unknown>; responseCode?: number };
    } catch {
      throw new Przelewy24Error(`${method} ${path}: answer is not JSON`);
    }
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
      if (answer.data?.status !== 'success') {
        throw new Przelewy24Error(`verify refused: ${JSON.stringify(answer)}`);
      }
    },

    /** POST /transaction/register; answers the URL to send the shopper to and the token. */
    async register(t: Przelewy24Registration) {
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
        sign: registerSign({
          sessionId: t.sessionId,
          merchantId: config.merchantId,
          amount: t.amount,
          currency: PAYMENT_CURRENCY,
          crc: config.crc,
        }),
      });
      const token = answer.data?.token;
      if (typeof token !== 'string' || token === '') {
        throw new Przelewy24Error(`register answered no token: ${JSON.stringify(answer)}`);
      }
      return { token, redirectUrl: redirectUrl(token) };
    },

    redirectUrl,
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type Przelewy24Provider = ReturnType<typeof createPrzelewy24Provider>;
