// The KSeF stand-in's model (ksef.ts starts it): what it keeps of an invoice, the official
// invoice statuses, and its key pairs with self-signed certificates.
// @peculiar/x509 resolves its services through tsyringe, which needs the metadata polyfill.
import 'reflect-metadata';
import {
  X509Certificate,
  constants,
  createHash,
  createPrivateKey,
  randomBytes,
  webcrypto,
  type KeyObject,
} from 'node:crypto';
import * as x509 from '@peculiar/x509';

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

export interface KeyPair {
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

export interface InvoiceStatus {
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
export const statusCode = (code: number, extra: Partial<InvoiceStatus> = {}): InvoiceStatus => ({
  code,
  ...INVOICE_STATUSES[code]!,
  ...extra,
});

export const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;
export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
/** A reference number in KSeF's shape, e.g. 20251127-SO-2C3E6C8000-B675CF5D68-07 (36 characters). */
export const reference = (kind = 'EE') =>
  `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;

/** A key pair with a self-signed certificate, as GET /security/public-key-certificates gives. */
export async function keyPair(name: string): Promise<KeyPair> {
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
export function elementText(xml: string, path: RegExp): string | null {
  return path.exec(xml)?.[1] ?? null;
}

/** The Warsaw calendar day of an instant, YYYY-MM-DD. */
export const warsawDay = (at: Date) =>
  at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
