// A local stand-in for KSeF API 2.0 (the Ministry of Finance's e-invoicing system), following
// its open contract (the `/v2` paths and bodies of its OpenAPI description) closely enough to
// run the shop's KSeF path for real: it holds its own RSA key pairs and self-signed certificates
// (one for KsefTokenEncryption, one for SymmetricKeyEncryption) and really decrypts what it
// receives; it checks the KSeF token bound to the challenge's moment, the hashes and sizes of
// each invoice, validates the XML against the FA(3) schema, refuses a duplicate, gives KSeF
// numbers in the real format (with their CRC-8), keeps a UPO per invoice, and serves the
// verification pages the QR codes link to: "KOD I" (the invoice) and "KOD II" (the issuer's
// certificate of type Offline: it issues one at start and checks the link's signature with it).
// An invoice sent with offlineMode, or issued on an earlier day than it arrives, is an offline
// one; a technical correction (hashOfCorrectedInvoice) must name a refused offline invoice.
//
//   node tools/fakes/ksef.ts --port 3292 --token fake-ksef-token [--offline-certificate-dir DIR]
//
// prints its base URL; the shop runs with KSEF_BASE_URL={url}/v2 KSEF_TOKEN=fake-ksef-token
// KSEF_QR_URL={url}, and with the directory given, KSEF_OFFLINE_CERTIFICATE_FILE=DIR/offline-
// certificate.pem KSEF_OFFLINE_KEY_FILE=DIR/offline-key.pem.
// Every invoice goes 100 → 150 → its outcome (200 with a KSeF number by default), each step
// after `processingMs`; its answers follow the official open-api.json kept beside this file
// (ksef-open-api.json, see ksef-open-api.md), which a test checks them against.
// Control (tests, demos): POST /_control/unavailable {"on": true} answers 503 to every API call
// until turned off; POST /_control/outcome {"code": N} makes the next invoice end in any
// official status N (440 with an original KSeF number); POST /_control/refuse-next
// {"description": "…"} refuses the next invoice with status 450 and those words; GET
// /_control/invoices lists what was accepted, in order.
// @peculiar/x509 resolves its services through tsyringe, which needs the metadata polyfill.
import 'reflect-metadata';
import {
  X509Certificate,
  constants,
  createDecipheriv,
  createPrivateKey,
  createHash,
  privateDecrypt,
  randomBytes,
  verify,
  webcrypto,
  type KeyObject,
} from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import * as x509 from '@peculiar/x509';
import { ksefNumber } from '../../apps/api/src/modules/ksef/ksef-number.ts';
import { validateFa3 } from '../../apps/api/src/test/fa3-schema.ts';

x509.cryptoProvider.set(webcrypto as Crypto);

export interface FakeKsefOptions {
  token: string;
  port?: number;
  /**
   * How long an invoice stays at each step before the next: 100 „Faktura przyjęta do dalszego
   * przetwarzania”, then 150 „Trwa przetwarzanie”, then its outcome.
   */
  processingMs?: number;
}

interface KeyPair {
  certificate: string;
  /** The certificate's identifier (Base64 of its SHA-256, as `format: byte` asks). */
  certificateId: string;
  publicKeyId: string;
  privateKey: KeyObject;
}

/** One accepted or refused invoice. */
export interface FakeKsefInvoice {
  sessionReference: string;
  referenceNumber: string;
  ordinalNumber: number;
  hash: string;
  xml: string;
  sellerNip: string | null;
  invoiceNumber: string | null;
  issueDate: string | null;
  offline: boolean;
  /** A technical correction: the hash of the refused offline invoice it replaces. */
  correctsHash: string | null;
  receivedAt: Date;
  /** When it moves on from 100 to 150, and from 150 to its outcome. */
  decideAt: number;
  /** The status codes its readers were given, in order (each once). */
  answered: number[];
  ksefNumber: string | null;
  status: InvoiceStatus;
}

interface InvoiceStatus {
  code: number;
  description: string;
  details?: string[];
  extensions?: Record<string, string>;
}

/**
 * The invoice statuses of the official SessionInvoiceStatusResponse (open-api.json beside this
 * file: the table under `status`), with their descriptions and details.
 */
export const INVOICE_STATUSES: Record<number, Omit<InvoiceStatus, 'code'>> = {
  100: { description: 'Faktura przyjęta do dalszego przetwarzania' },
  150: { description: 'Trwa przetwarzanie' },
  200: { description: 'Sukces' },
  405: { description: 'Przetwarzanie anulowane z powodu błędu sesji' },
  410: { description: 'Nieprawidłowy zakres uprawnień' },
  415: { description: 'Brak możliwości wysyłania faktury z załącznikiem' },
  430: { description: 'Błąd weryfikacji pliku faktury' },
  435: { description: 'Błąd odszyfrowania pliku' },
  440: { description: 'Duplikat faktury' },
  450: { description: 'Błąd weryfikacji semantyki dokumentu faktury' },
  500: { description: 'Nieznany błąd (500)' },
  550: {
    description: 'Operacja została anulowana przez system',
    details: ['Przetwarzanie zostało przerwane z przyczyn wewnętrznych systemu. Spróbuj ponownie'],
  },
};
const statusCode = (code: number, extra: Partial<InvoiceStatus> = {}): InvoiceStatus => ({
  code,
  ...INVOICE_STATUSES[code]!,
  ...extra,
});

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
/** A reference number in KSeF's shape, e.g. 20251127-SO-2C3E6C8000-B675CF5D68-07 (36 characters). */
const reference = (kind = 'EE') =>
  `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;

/** A key pair with a self-signed certificate, as GET /security/public-key-certificates gives. */
async function keyPair(name: string): Promise<KeyPair> {
  const algorithm = {
    name: 'RSASSA-PKCS1-v1_5',
    hash: 'SHA-256',
    publicExponent: new Uint8Array([1, 0, 1]),
    modulusLength: 2048,
  };
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8).toString('hex'),
    name: `CN=${name}, O=KSeF stand-in`,
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 365 * 86_400_000),
    // Node's WebCrypto key pair; where DOM types are in scope they name their own, the same API.
    keys: keys as unknown as x509.X509CertificateCreateSelfSignedParams['keys'],
    signingAlgorithm: algorithm,
  });
  const der = Buffer.from(certificate.rawData);
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  return {
    certificate: der.toString('base64'),
    certificateId: sha256(der),
    publicKeyId: sha256(new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' })),
    privateKey: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }),
  };
}

/** The first element text of `name` in the invoice (P_2, P_1, NIP of Podmiot1). */
function elementText(xml: string, path: RegExp): string | null {
  return path.exec(xml)?.[1] ?? null;
}

/** The Warsaw calendar day of an instant, YYYY-MM-DD. */
const warsawDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

export async function startFakeKsef(options: FakeKsefOptions) {
  const tokenKey = await keyPair('KsefTokenEncryption');
  const symmetricKey = await keyPair('SymmetricKeyEncryption');
  // The certificate of type Offline it has issued to the seller (for KOD II).
  const offline = await keyPair('Sklep Outlet (Offline)');
  const offlineX509 = new X509Certificate(Buffer.from(offline.certificate, 'base64'));
  const processingMs = options.processingMs ?? 50;
  const challenges = new Map<string, { timestampMs: number; used: boolean }>();
  const authentications = new Map<
    string,
    { bearer: string; code: number; nip: string; redeemed: boolean }
  >();
  const accessTokens = new Map<string, string>(); // token -> nip
  const refreshTokens = new Map<string, string>();
  const sessions = new Map<
    string,
    { nip: string; key: Buffer; iv: Buffer; open: boolean; count: number }
  >();
  const invoices: FakeKsefInvoice[] = [];
  let unavailable = false;
  let refuseNext: string | null = null;
  /** POST /_control/outcome: the status the next decided invoice ends in. */
  let nextOutcome: number | null = null;
  let technical = 0x1000;

  const send = (res: ServerResponse, status: number, body?: unknown, type = 'application/json') => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': `${type}; charset=utf-8` });
    res.end(
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    );
  };
  const exception = (
    res: ServerResponse,
    status: number,
    code: number,
    description: string,
    details?: string[],
  ) =>
    send(res, status, {
      exception: {
        exceptionDetailList: [
          { exceptionCode: code, exceptionDescription: description, details: details ?? [] },
        ],
        referenceNumber: reference(),
        timestamp: new Date().toISOString(),
      },
    });
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const bearerOf = (req: IncomingMessage) =>
    /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const tokenInfo = (token: string, ms: number) => ({
    token,
    validUntil: new Date(Date.now() + ms).toISOString(),
  });

  /**
   * Moves an invoice on when its time at a step is over: 100 → 150 → its outcome (the outcome
   * asked for by /_control/outcome, else schema, duplicate, refusal asked for, or success).
   */
  async function decide(invoice: FakeKsefInvoice) {
    if (Date.now() < invoice.decideAt) return;
    if (invoice.status.code === 100 && processingMs > 0) {
      invoice.status = statusCode(150);
      invoice.decideAt = Date.now() + processingMs;
      return;
    }
    if (![100, 150].includes(invoice.status.code) || deciding.has(invoice)) return;
    deciding.add(invoice); // decided once, whoever asks meanwhile
    try {
      await outcomeOf(invoice);
    } finally {
      deciding.delete(invoice);
    }
  }

  const deciding = new Set<FakeKsefInvoice>();

  /** A KSeF number for the invoice, in the real format. */
  function numberFor(invoice: FakeKsefInvoice) {
    const day = invoice.receivedAt.toISOString().slice(0, 10).replace(/-/g, '');
    technical += 1;
    return ksefNumber(
      invoice.sellerNip!,
      day,
      technical.toString(16).toUpperCase().padStart(12, '0'),
    );
  }

  /**
   * As if KSeF had taken the same invoice earlier, in another (closed) session: that original is
   * kept, so its UPO can be read by its KSeF number.
   */
  function originalOf(invoice: FakeKsefInvoice) {
    const session = sessions.get(invoice.sessionReference)!;
    const original: FakeKsefInvoice = {
      ...invoice,
      sessionReference: reference('SO'),
      referenceNumber: reference(),
      answered: [200],
      ksefNumber: numberFor(invoice),
      status: statusCode(200),
    };
    sessions.set(original.sessionReference, { ...session, open: false, count: 1 });
    invoices.push(original);
    return {
      originalSessionReferenceNumber: original.sessionReference,
      originalKsefNumber: original.ksefNumber!,
    };
  }

  async function outcomeOf(invoice: FakeKsefInvoice) {
    if (nextOutcome !== null) {
      const code = nextOutcome;
      nextOutcome = null;
      if (code === 200) invoice.ksefNumber = numberFor(invoice);
      invoice.status = statusCode(code, code === 440 ? { extensions: originalOf(invoice) } : {});
      return;
    }
    const errors = await validateFa3(invoice.xml);
    const duplicate = invoices.find(
      (other) => other !== invoice && other.hash === invoice.hash && other.ksefNumber !== null,
    );
    if (errors.length > 0) {
      invoice.status = statusCode(450, { details: errors });
    } else if (duplicate) {
      invoice.status = statusCode(440, {
        extensions: {
          originalSessionReferenceNumber: duplicate.sessionReference,
          originalKsefNumber: duplicate.ksefNumber!,
        },
      });
    } else if (refuseNext !== null) {
      invoice.status = statusCode(450, { details: [refuseNext] });
      refuseNext = null;
    } else {
      invoice.ksefNumber = numberFor(invoice);
      invoice.status = statusCode(200);
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const method = req.method ?? 'GET';
    if (unavailable) return exception(res, 503, 99999, 'Usługa chwilowo niedostępna');

    if (method === 'POST' && path === '/auth/challenge') {
      const challenge = reference('CR');
      const timestampMs = Date.now();
      challenges.set(challenge, { timestampMs, used: false });
      return send(res, 200, {
        challenge,
        timestamp: new Date(timestampMs).toISOString(),
        timestampMs,
        clientIp: req.socket.remoteAddress ?? '',
      });
    }
    if (method === 'GET' && path === '/security/public-key-certificates') {
      const validity = {
        validFrom: new Date(Date.now() - 86_400_000).toISOString(),
        validTo: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      };
      return send(res, 200, [
        {
          certificate: tokenKey.certificate,
          certificateId: tokenKey.certificateId,
          publicKeyId: tokenKey.publicKeyId,
          ...validity,
          usage: ['KsefTokenEncryption'],
        },
        {
          certificate: symmetricKey.certificate,
          certificateId: symmetricKey.certificateId,
          publicKeyId: symmetricKey.publicKeyId,
          ...validity,
          usage: ['SymmetricKeyEncryption'],
        },
      ]);
    }
    if (method === 'POST' && path === '/auth/ksef-token') {
      const body = await readBody(req);
      const challenge = challenges.get(String(body.challenge));
      const context = body.contextIdentifier as { type?: string; value?: string } | undefined;
      if (!challenge || challenge.used || Date.now() - challenge.timestampMs > 600_000) {
        return exception(res, 400, 21111, 'Nieprawidłowe wyzwanie autoryzacyjne.');
      }
      if (context?.type !== 'Nip' || !/^\d{10}$/.test(context.value ?? '')) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'contextIdentifier',
        ]);
      }
      challenge.used = true;
      let code = 450;
      try {
        const plain = privateDecrypt(
          { key: tokenKey.privateKey, ...OAEP },
          Buffer.from(String(body.encryptedToken), 'base64'),
        ).toString('utf8');
        if (plain === `${options.token}|${challenge.timestampMs}`) code = 200;
      } catch {
        code = 450;
      }
      const referenceNumber = reference('AU');
      const bearer = randomBytes(24).toString('hex');
      authentications.set(referenceNumber, { bearer, code, nip: context.value!, redeemed: false });
      return send(res, 202, { referenceNumber, authenticationToken: tokenInfo(bearer, 600_000) });
    }
    const authStatus = /^\/auth\/([\w-]+)$/.exec(path);
    if (method === 'GET' && authStatus && authStatus[1] !== 'challenge') {
      const auth = authentications.get(authStatus[1]!);
      if (!auth || auth.bearer !== bearerOf(req))
        return exception(res, 401, 21301, 'Brak autoryzacji.');
      return send(res, 200, {
        startDate: new Date().toISOString(),
        authenticationMethod: 'Token',
        authenticationMethodInfo: {
          category: 'Token',
          code: 'token.ksef',
          displayName: 'Token KSeF',
        },
        status:
          auth.code === 200
            ? { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' }
            : {
                code: 450,
                description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
              },
      });
    }
    if (method === 'POST' && path === '/auth/token/redeem') {
      const auth = [...authentications.values()].find((a) => a.bearer === bearerOf(req));
      if (!auth || auth.code !== 200 || auth.redeemed)
        return exception(res, 400, 21304, 'Brak uwierzytelnienia albo token został już odebrany.');
      auth.redeemed = true;
      const access = randomBytes(24).toString('hex');
      const refresh = randomBytes(24).toString('hex');
      accessTokens.set(access, auth.nip);
      refreshTokens.set(refresh, auth.nip);
      return send(res, 200, {
        accessToken: tokenInfo(access, 900_000),
        refreshToken: tokenInfo(refresh, 7 * 86_400_000),
      });
    }
    if (method === 'POST' && path === '/auth/token/refresh') {
      const nip = refreshTokens.get(bearerOf(req) ?? '');
      if (!nip) return exception(res, 401, 21301, 'Brak autoryzacji.');
      const access = randomBytes(24).toString('hex');
      accessTokens.set(access, nip);
      return send(res, 200, { accessToken: tokenInfo(access, 900_000) });
    }

    // Everything below needs an access token.
    const nip = accessTokens.get(bearerOf(req) ?? '');
    if (!nip) return exception(res, 401, 21301, 'Brak autoryzacji.');

    if (method === 'POST' && path === '/sessions/online') {
      const body = await readBody(req);
      const form = body.formCode as Record<string, string> | undefined;
      const encryption = body.encryption as Record<string, string> | undefined;
      if (form?.systemCode !== 'FA (3)' || form.schemaVersion !== '1-0E' || form.value !== 'FA') {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', ['formCode']);
      }
      let key: Buffer;
      try {
        key = privateDecrypt(
          { key: symmetricKey.privateKey, ...OAEP },
          Buffer.from(encryption?.encryptedSymmetricKey ?? '', 'base64'),
        );
      } catch {
        return exception(res, 400, 415, 'Błąd odszyfrowania dostarczonego klucza');
      }
      const iv = Buffer.from(encryption?.initializationVector ?? '', 'base64');
      if (key.length !== 32 || iv.length !== 16)
        return exception(res, 400, 415, 'Błąd odszyfrowania dostarczonego klucza');
      const referenceNumber = reference('SO');
      sessions.set(referenceNumber, { nip, key, iv, open: true, count: 0 });
      return send(res, 201, {
        referenceNumber,
        validUntil: new Date(Date.now() + 12 * 3_600_000).toISOString(),
      });
    }
    const sendTo = /^\/sessions\/online\/([\w-]+)\/invoices$/.exec(path);
    if (method === 'POST' && sendTo) {
      const session = sessions.get(sendTo[1]!);
      if (!session || session.nip !== nip || !session.open)
        return exception(res, 400, 21180, 'Sesja nie istnieje lub została zamknięta.');
      const body = await readBody(req);
      const encrypted = Buffer.from(String(body.encryptedInvoiceContent ?? ''), 'base64');
      if (
        sha256(encrypted) !== body.encryptedInvoiceHash ||
        encrypted.length !== body.encryptedInvoiceSize
      ) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'encryptedInvoiceHash/encryptedInvoiceSize',
        ]);
      }
      let xml: Buffer;
      try {
        const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
        xml = Buffer.concat([decipher.update(encrypted), decipher.final()]);
      } catch {
        return exception(res, 400, 435, 'Błąd odszyfrowania pliku');
      }
      if (sha256(xml) !== body.invoiceHash || xml.length !== body.invoiceSize) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'invoiceHash/invoiceSize',
        ]);
      }
      const text = xml.toString('utf8');
      const correctsHash =
        typeof body.hashOfCorrectedInvoice === 'string' ? body.hashOfCorrectedInvoice : null;
      if (
        correctsHash &&
        (body.offlineMode !== true ||
          !invoices.some(
            (i) =>
              i.hash === correctsHash && i.offline && i.status.code >= 400 && i.sellerNip === nip,
          ))
      ) {
        return exception(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [
          'hashOfCorrectedInvoice: korekta techniczna dotyczy tylko odrzuconej faktury offline',
        ]);
      }
      session.count += 1;
      const invoice: FakeKsefInvoice = {
        sessionReference: sendTo[1]!,
        referenceNumber: reference(),
        ordinalNumber: session.count,
        hash: sha256(xml),
        xml: text,
        sellerNip: elementText(text, /<Podmiot1>[\s\S]*?<NIP>(\d{10})<\/NIP>/),
        invoiceNumber: elementText(text, /<P_2>([^<]+)<\/P_2>/),
        issueDate: elementText(text, /<P_1>([^<]+)<\/P_1>/),
        // Issued on an earlier day than it arrives: offline even when not declared so.
        offline:
          body.offlineMode === true ||
          (elementText(text, /<P_1>([^<]+)<\/P_1>/) ?? '9999') < warsawDay(new Date()),
        correctsHash,
        receivedAt: new Date(),
        decideAt: Date.now() + processingMs,
        ksefNumber: null,
        status: statusCode(100),
        answered: [],
      };
      if (invoice.sellerNip !== nip) {
        invoice.status = statusCode(410, {
          details: [`NIP sprzedawcy ${invoice.sellerNip ?? '—'} nie odpowiada kontekstowi ${nip}`],
        });
      }
      invoices.push(invoice);
      return send(res, 202, { referenceNumber: invoice.referenceNumber });
    }
    const listed = /^\/sessions\/([\w-]+)\/invoices$/.exec(path);
    if (method === 'GET' && listed) {
      if (sessions.get(listed[1]!)?.nip !== nip)
        return exception(res, 404, 21404, 'Nie znaleziono sesji.');
      const ofSession = invoices.filter((i) => i.sessionReference === listed[1]);
      // One after another, in the order received: deciding them side by side numbered them in
      // whichever order their schema checks happened to end (a flaky order of KSeF numbers).
      for (const invoice of ofSession) await decide(invoice);
      return send(res, 200, { continuationToken: null, invoices: ofSession.map(statusOf) });
    }
    const invoiceStatus = /^\/sessions\/([\w-]+)\/invoices\/([\w-]+)(\/upo)?$/.exec(path);
    if (method === 'GET' && invoiceStatus) {
      const invoice = invoices.find(
        (i) => i.sessionReference === invoiceStatus[1] && i.referenceNumber === invoiceStatus[2],
      );
      if (!invoice || sessions.get(invoice.sessionReference)?.nip !== nip)
        return exception(res, 404, 21404, 'Nie znaleziono faktury.');
      await decide(invoice);
      if (invoiceStatus[3]) {
        if (!invoice.ksefNumber) return exception(res, 404, 21404, 'UPO nie jest dostępne.');
        return send(res, 200, upo(invoice), 'application/xml');
      }
      return send(res, 200, statusOf(invoice));
    }
    const upoByNumber = /^\/sessions\/([\w-]+)\/invoices\/ksef\/([\w-]+)\/upo$/.exec(path);
    if (method === 'GET' && upoByNumber) {
      const [, sessionReference, ksefNumber] = upoByNumber;
      const invoice = invoices.find(
        (i) => i.sessionReference === sessionReference && i.ksefNumber === ksefNumber,
      );
      if (!invoice || sessions.get(sessionReference!)?.nip !== nip) {
        return exception(res, 400, 21178, 'Nie znaleziono UPO dla podanych kryteriów.', [
          `UPO o numerze KSeF ${ksefNumber} i numerze referencyjnym sesji ${sessionReference} nie zostało znalezione.`,
        ]);
      }
      return send(res, 200, upo(invoice), 'application/xml');
    }
    const close = /^\/sessions\/online\/([\w-]+)\/close$/.exec(path);
    if (method === 'POST' && close) {
      const session = sessions.get(close[1]!);
      if (!session || session.nip !== nip)
        return exception(res, 400, 21180, 'Sesja nie istnieje lub została zamknięta.');
      session.open = false;
      return send(res, 204);
    }
    return exception(res, 404, 21404, `Nieznany adres ${method} ${path}`);
  }

  /** GET /sessions/{ref}/invoices/{invoiceRef}, and an element of the session's list. */
  const statusOf = (invoice: FakeKsefInvoice) => {
    if (invoice.answered.at(-1) !== invoice.status.code) invoice.answered.push(invoice.status.code);
    return statusBody(invoice);
  };
  const statusBody = (invoice: FakeKsefInvoice) => ({
    ordinalNumber: invoice.ordinalNumber,
    invoiceNumber: invoice.invoiceNumber,
    ksefNumber: invoice.ksefNumber,
    referenceNumber: invoice.referenceNumber,
    invoiceHash: invoice.hash,
    acquisitionDate: invoice.ksefNumber ? invoice.receivedAt.toISOString() : null,
    invoicingDate: invoice.receivedAt.toISOString(),
    invoicingMode: invoice.offline ? 'Offline' : 'Online',
    status: invoice.status,
  });

  /** The UPO of one invoice (the essentials of the Ministry's UPO v4-3). */
  const upo = (invoice: FakeKsefInvoice) => `<?xml version="1.0" encoding="UTF-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
  <NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów (środowisko zastępcze)</NazwaPodmiotuPrzyjmujacego>
  <NumerReferencyjnySesji>${invoice.sessionReference}</NumerReferencyjnySesji>
  <Dokument>
    <NipSprzedawcy>${invoice.sellerNip}</NipSprzedawcy>
    <NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>
    <NumerFaktury>${invoice.invoiceNumber}</NumerFaktury>
    <DataWystawieniaFaktury>${invoice.issueDate}</DataWystawieniaFaktury>
    <DataPrzeslaniaDokumentu>${invoice.receivedAt.toISOString()}</DataPrzeslaniaDokumentu>
    <SkrotDokumentu>${invoice.hash}</SkrotDokumentu>
  </Dokument>
</Potwierdzenie>
`;

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="pl"><meta charset="utf-8"><title>${title}</title><body><h1>${title}</h1>${body}</body></html>`;
  const facts = (rows: [string, string | null][]) =>
    `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value ?? '—'}</dd>`).join('')}</dl>`;

  /** GET /invoice/{nip}/{DD-MM-YYYY}/{hash Base64URL}: the page the QR code KOD I opens. */
  function verification(res: ServerResponse, nip: string, date: string, hash: string) {
    const sent = invoices.filter(
      (i) =>
        i.sellerNip === nip &&
        i.issueDate?.split('-').reverse().join('-') === date &&
        Buffer.from(i.hash, 'base64').toString('base64url') === hash,
    );
    const invoice = sent.find((i) => i.ksefNumber !== null);
    // A refused offline invoice replaced by an accepted technical correction.
    const replacement = invoices.find(
      (i) => i.ksefNumber !== null && sent.some((s) => s.hash === i.correctsHash),
    );
    const shown = invoice ?? replacement;
    if (!shown) {
      return send(
        res,
        404,
        page(
          'Nie znaleziono faktury w KSeF',
          '<p>Faktura o podanych danych nie znajduje się w KSeF (faktura offline mogła jeszcze nie zostać przesłana).</p>',
        ),
        'text/html',
      );
    }
    return send(
      res,
      200,
      page(
        invoice ? 'Faktura znajduje się w KSeF' : 'Faktura została technicznie poprawiona',
        facts([
          ['Numer KSeF', shown.ksefNumber],
          ['Numer faktury', shown.invoiceNumber],
          ['NIP sprzedawcy', shown.sellerNip],
          ['Data wystawienia', date],
          ['Tryb', shown.offline ? 'offline' : 'online'],
        ]),
      ),
      'text/html',
    );
  }

  /**
   * GET /certificate/Nip/{context}/{seller NIP}/{serial}/{hash}/{signature}: the page the QR code
   * KOD II opens: the certificate must be the one issued, and the signature over the link
   * (without its scheme) must be its key's.
   */
  function certificateCheck(res: ServerResponse, host: string, path: string) {
    const [, , , context, sellerNip, serial, , signature] = path.split('/');
    const signed = Buffer.from(`${host}${path.slice(0, path.lastIndexOf('/'))}`, 'utf8');
    const valid =
      serial?.toUpperCase() === offlineX509.serialNumber.toUpperCase() &&
      verify(
        'sha256',
        signed,
        { key: offlineX509.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
        Buffer.from(signature ?? '', 'base64url'),
      );
    if (!valid) {
      return send(
        res,
        404,
        page(
          'Nie potwierdzono wystawcy',
          '<p>Certyfikat KSeF wystawcy nie istnieje albo podpis linku jest nieprawidłowy.</p>',
        ),
        'text/html',
      );
    }
    return send(
      res,
      200,
      page(
        'Certyfikat wystawcy jest ważny',
        facts([
          ['Kontekst', `NIP ${context}`],
          ['NIP sprzedawcy', sellerNip ?? null],
          ['Numer seryjny certyfikatu', offlineX509.serialNumber],
          ['Ważny do', offlineX509.validTo],
        ]),
      ),
      'text/html',
    );
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handle = async () => {
      if (url.pathname.startsWith('/v2/')) return api(req, res, url.pathname.slice(3));
      const qr = /^\/invoice\/(\d{10})\/(\d{2}-\d{2}-\d{4})\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && qr) return verification(res, qr[1]!, qr[2]!, qr[3]!);
      if (req.method === 'GET' && /^\/certificate\/Nip(\/[\w-]+){5}$/.test(url.pathname)) {
        return certificateCheck(res, req.headers.host ?? '', url.pathname);
      }
      if (req.method === 'POST' && url.pathname === '/_control/unavailable') {
        unavailable = (await readBody(req)).on === true;
        return send(res, 204);
      }
      if (req.method === 'POST' && url.pathname === '/_control/outcome') {
        const code = Number((await readBody(req)).code);
        if (!(code in INVOICE_STATUSES) || code === 100 || code === 150) {
          return send(res, 400, { message: `Nieznany status końcowy ${code}` });
        }
        nextOutcome = code;
        return send(res, 204);
      }
      if (req.method === 'POST' && url.pathname === '/_control/refuse-next') {
        refuseNext = String((await readBody(req)).description ?? 'Odmowa na życzenie testu');
        return send(res, 204);
      }
      if (req.method === 'GET' && url.pathname === '/_control/invoices') {
        await Promise.all(invoices.map(decide));
        return send(
          res,
          200,
          invoices.map(({ xml: _xml, ...invoice }) => invoice),
        );
      }
      return send(res, 404, { message: 'Nie znaleziono' });
    };
    handle().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    /** The stand-in's address; the API is under `${url}/v2`, the QR pages under `${url}/invoice`. */
    url,
    invoices,
    /** The certificate of type Offline issued to the seller, and its key (PEM). */
    offlineCertificate: {
      certificate: offlineX509.toString(),
      key: offline.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeKsef = Awaited<ReturnType<typeof startFakeKsef>>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3292' },
      token: { type: 'string', default: 'fake-ksef-token' },
      'offline-certificate-dir': { type: 'string' },
    },
  });
  const fake = await startFakeKsef({ port: Number(values.port), token: values.token });
  console.info(`Fake KSeF at ${fake.url} (API ${fake.url}/v2, token ${values.token})`);
  const directory = values['offline-certificate-dir'];
  if (directory) {
    await mkdir(directory, { recursive: true });
    await writeFile(`${directory}/offline-certificate.pem`, fake.offlineCertificate.certificate);
    await writeFile(`${directory}/offline-key.pem`, fake.offlineCertificate.key, { mode: 0o600 });
    console.info(
      `Offline certificate and key in ${directory} (offline-certificate.pem, offline-key.pem)`,
    );
  }
}
