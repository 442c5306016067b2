// A client of KSeF API 2.0 (the Ministry of Finance's open API, `/v2`), for the calls the shop
// makes (docs/invoices.md, "KSeF"):
//   authentication with a KSeF token: POST /auth/challenge → POST /auth/ksef-token (the token
//   encrypted with the Ministry's key) → GET /auth/{ref} until it is done → POST
//   /auth/token/redeem (access and refresh tokens; POST /auth/token/refresh renews the first);
//   an online session: POST /sessions/online (the session's AES key, encrypted) → POST
//   /sessions/online/{ref}/invoices (each invoice encrypted, with its hash and size) → GET
//   /sessions/{ref}/invoices/{invoiceRef} (its status, its KSeF number) → POST
//   /sessions/online/{ref}/close; and the invoice's UPO (GET …/invoices/{invoiceRef}/upo, or
//   …/invoices/ksef/{ksefNumber}/upo for a duplicate's original).
// KsefUnavailable (no answer, 5xx, 429) means "try again later"; KsefRefused carries KSeF's own
// code and words.
import {
  encryptDocument,
  encryptForKsef,
  encryptToken,
  newSessionKey,
  sha256Base64,
  type SessionKey,
} from './crypto.ts';

export class KsefUnavailable extends Error {
  override name = 'KsefUnavailable';
}

export class KsefRefused extends Error {
  override name = 'KsefRefused';
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export interface KsefClientOptions {
  /** e.g. https://api-test.ksef.mf.gov.pl/v2 (no trailing slash). */
  baseUrl: string;
  /** The seller's NIP: the context the shop acts in. */
  nip: string;
  /** The KSeF token generated for that context (InvoiceWrite, InvoiceRead). */
  token: string;
  fetch?: typeof fetch;
  /** How long one HTTP call may take. */
  timeoutMs?: number;
  /** Between reads of an authentication still in progress. */
  pollMs?: number;
}

interface TokenInfo {
  token: string;
  validUntil: string;
}

interface StatusInfo {
  code: number;
  description: string;
  details?: string[] | null;
  /** InvoiceStatusInfo's key-value pairs: 440 gives originalKsefNumber, originalSessionReferenceNumber. */
  extensions?: Record<string, string | null> | null;
}

interface PublicKeyCertificate {
  certificate: string;
  publicKeyId?: string;
  validFrom: string;
  validTo: string;
  usage: ('KsefTokenEncryption' | 'SymmetricKeyEncryption')[];
}

/** An open online session, with the key its invoices are encrypted with. */
export interface KsefSession {
  referenceNumber: string;
  validUntil: string;
  key: SessionKey;
}

/** GET /sessions/{ref}/invoices/{invoiceRef}, the fields the shop reads. */
export interface KsefInvoiceStatus {
  referenceNumber: string;
  ksefNumber?: string | null;
  invoiceHash: string;
  acquisitionDate?: string | null;
  invoicingMode?: 'Online' | 'Offline' | null;
  status: StatusInfo;
}

/** The FA(3) structure the session declares (the Ministry's example). */
const FA3_FORM = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' };
/** KSeF's "in progress" status code of an authentication. */
export const IN_PROGRESS = 100;
export const ACCEPTED = 200;

// An invoice's status codes as SessionInvoiceStatusResponse lists them (open-api.json):
/** 100 „Faktura przyjęta do dalszego przetwarzania”, 150 „Trwa przetwarzanie”: ask again. */
export const INVOICE_IN_PROGRESS: readonly number[] = [100, 150];
/** 440 „Duplikat faktury”: KSeF holds it already, under `extensions.originalKsefNumber`. */
export const DUPLICATE = 440;
/**
 * 405 „Przetwarzanie anulowane z powodu błędu sesji”, 550 „Operacja została anulowana przez
 * system” („Spróbuj ponownie”): KSeF's side failed; the same document is sent again.
 */
export const SEND_AGAIN: readonly number[] = [405, 550];
/**
 * 430 „Błąd weryfikacji pliku faktury”, 435 „Błąd odszyfrowania pliku”: technical rejections,
 * the only ones after which an offline invoice is resent as a technical correction
 * (offline/korekta-techniczna.md: not for content or permissions).
 */
export const TECHNICAL_REJECTIONS: readonly number[] = [430, 435];
/** A token kept until this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function createKsefClient(options: KsefClientOptions) {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const pollMs = options.pollMs ?? 500;
  let certificates: Promise<PublicKeyCertificate[]> | undefined;
  let access: { token: TokenInfo; refresh: TokenInfo } | undefined;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    { body, bearer, text }: { body?: unknown; bearer?: string; text?: boolean } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        method,
        headers: {
          accept: text ? 'application/xml' : 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new KsefUnavailable(`KSeF did not answer ${method} ${path}: ${String(error)}`);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new KsefUnavailable(`KSeF answered ${response.status} to ${method} ${path}`);
    }
    if (!response.ok) throw await refusal(response, `${method} ${path}`);
    if (response.status === 204) return undefined as T;
    return (text ? await response.text() : await response.json()) as T;
  }

  /** KSeF's exception (first detail) or problem details, as a refusal with its code. */
  async function refusal(response: Response, what: string): Promise<KsefRefused> {
    const body = (await response.json().catch(() => null)) as {
      exception?: {
        exceptionDetailList?: {
          exceptionCode?: number;
          exceptionDescription?: string;
          details?: string[];
        }[];
      };
      title?: string;
      detail?: string;
    } | null;
    const first = body?.exception?.exceptionDetailList?.[0];
    const words = [
      first?.exceptionDescription ?? body?.title,
      ...(first?.details ?? []),
      body?.detail,
    ]
      .filter(Boolean)
      .join(': ');
    return new KsefRefused(
      words || `KSeF refused ${what} (${response.status})`,
      first?.exceptionCode ?? response.status,
    );
  }

  function certificateFor(usage: PublicKeyCertificate['usage'][number]) {
    certificates ??= call<PublicKeyCertificate[]>('GET', '/security/public-key-certificates').catch(
      (error: unknown) => {
        certificates = undefined;
        throw error;
      },
    );
    return certificates.then((all) => {
      const now = Date.now();
      const found = all.find(
        (c) =>
          c.usage.includes(usage) && Date.parse(c.validFrom) <= now && now < Date.parse(c.validTo),
      );
      if (!found) throw new KsefRefused(`KSeF publishes no valid certificate for ${usage}`, null);
      return found;
    });
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Authenticates with the KSeF token: the access and refresh tokens. */
  async function authenticate() {
    const challenge = await call<{ challenge: string; timestampMs: number }>(
      'POST',
      '/auth/challenge',
    );
    const certificate = await certificateFor('KsefTokenEncryption');
    const started = await call<{ referenceNumber: string; authenticationToken: TokenInfo }>(
      'POST',
      '/auth/ksef-token',
      {
        body: {
          challenge: challenge.challenge,
          contextIdentifier: { type: 'Nip', value: options.nip },
          encryptedToken: encryptToken(
            certificate.certificate,
            options.token,
            challenge.timestampMs,
          ).toString('base64'),
          ...(certificate.publicKeyId ? { publicKeyId: certificate.publicKeyId } : {}),
        },
      },
    );
    const bearer = started.authenticationToken.token;
    for (let reads = 0; ; reads += 1) {
      const { status } = await call<{ status: StatusInfo }>(
        'GET',
        `/auth/${started.referenceNumber}`,
        { bearer },
      );
      if (status.code === ACCEPTED) break;
      if (status.code !== IN_PROGRESS) throw new KsefRefused(describe(status), status.code);
      if (reads >= 60) throw new KsefUnavailable('KSeF authentication is still in progress');
      await wait(pollMs);
    }
    const tokens = await call<{ accessToken: TokenInfo; refreshToken: TokenInfo }>(
      'POST',
      '/auth/token/redeem',
      { bearer },
    );
    access = { token: tokens.accessToken, refresh: tokens.refreshToken };
    return access.token.token;
  }

  const fresh = (info: TokenInfo) => Date.parse(info.validUntil) - TOKEN_MARGIN_MS > Date.now();

  /** A valid access token: the one held, refreshed, or a new authentication. */
  async function accessToken(): Promise<string> {
    if (access && fresh(access.token)) return access.token.token;
    if (access && fresh(access.refresh)) {
      try {
        const renewed = await call<{ accessToken: TokenInfo }>('POST', '/auth/token/refresh', {
          bearer: access.refresh.token,
        });
        access = { ...access, token: renewed.accessToken };
        return access.token.token;
      } catch (error) {
        if (!(error instanceof KsefRefused)) throw error;
      }
    }
    return authenticate();
  }

  return {
    /** Opens an online session for FA(3) invoices with a new AES key. */
    async openSession(): Promise<KsefSession> {
      const key = newSessionKey();
      const certificate = await certificateFor('SymmetricKeyEncryption');
      const opened = await call<{ referenceNumber: string; validUntil: string }>(
        'POST',
        '/sessions/online',
        {
          bearer: await accessToken(),
          body: {
            formCode: FA3_FORM,
            encryption: {
              encryptedSymmetricKey: encryptForKsef(certificate.certificate, key.key).toString(
                'base64',
              ),
              initializationVector: key.iv.toString('base64'),
              ...(certificate.publicKeyId ? { publicKeyId: certificate.publicKeyId } : {}),
            },
          },
        },
      );
      return { ...opened, key };
    },

    /**
     * Sends one invoice's XML; KSeF answers its reference at once and processes it later. An
     * offline invoice goes with `offlineMode`; a technical correction of a refused offline one
     * also names that file's hash (`hashOfCorrectedInvoice`).
     */
    async sendInvoice(
      session: KsefSession,
      xml: Buffer,
      {
        offline = false,
        correctedHash = null,
      }: { offline?: boolean; correctedHash?: string | null } = {},
    ) {
      const encrypted = encryptDocument(session.key, xml);
      const sent = await call<{ referenceNumber: string }>(
        'POST',
        `/sessions/online/${session.referenceNumber}/invoices`,
        {
          bearer: await accessToken(),
          body: {
            invoiceHash: sha256Base64(xml),
            invoiceSize: xml.length,
            encryptedInvoiceHash: sha256Base64(encrypted),
            encryptedInvoiceSize: encrypted.length,
            encryptedInvoiceContent: encrypted.toString('base64'),
            ...(offline ? { offlineMode: true } : {}),
            ...(correctedHash ? { hashOfCorrectedInvoice: correctedHash } : {}),
          },
        },
      );
      return { referenceNumber: sent.referenceNumber, invoiceHash: sha256Base64(xml) };
    },

    /** The invoices sent in a session (the first 100: a run sends fewer), with their hashes. */
    async sessionInvoices(sessionReference: string): Promise<KsefInvoiceStatus[]> {
      const page = await call<{ invoices: KsefInvoiceStatus[] }>(
        'GET',
        `/sessions/${sessionReference}/invoices?pageSize=100`,
        { bearer: await accessToken() },
      );
      return page.invoices;
    },

    async invoiceStatus(
      sessionReference: string,
      invoiceReference: string,
    ): Promise<KsefInvoiceStatus> {
      return call('GET', `/sessions/${sessionReference}/invoices/${invoiceReference}`, {
        bearer: await accessToken(),
      });
    },

    /** The invoice's UPO (official receipt), XML. */
    async invoiceUpo(sessionReference: string, invoiceReference: string): Promise<string> {
      return call('GET', `/sessions/${sessionReference}/invoices/${invoiceReference}/upo`, {
        bearer: await accessToken(),
        text: true,
      });
    },

    /** The UPO of an invoice by its KSeF number, in the session it was accepted in (a duplicate's original). */
    async invoiceUpoByKsefNumber(sessionReference: string, ksefNumber: string): Promise<string> {
      return call('GET', `/sessions/${sessionReference}/invoices/ksef/${ksefNumber}/upo`, {
        bearer: await accessToken(),
        text: true,
      });
    },

    async closeSession(session: Pick<KsefSession, 'referenceNumber'>): Promise<void> {
      await call('POST', `/sessions/online/${session.referenceNumber}/close`, {
        bearer: await accessToken(),
      });
    },
  };
}

export type KsefClient = ReturnType<typeof createKsefClient>;

/** KSeF's status in words, with its details. */
export const describe = (status: StatusInfo) =>
  [status.description, ...(status.details ?? [])].filter(Boolean).join(': ');
