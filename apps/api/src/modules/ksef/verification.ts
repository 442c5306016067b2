// The links of the verification QR codes (the Ministry's kody-qr.md):
// - „KOD I”: the environment's QR address, the seller's NIP, the issue date (P_1) as DD-MM-YYYY
//   and the SHA-256 of the invoice file in Base64URL, e.g.
//   https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE
// - „KOD II” (offline invoices only): the issuer's KSeF certificate of type Offline — context
//   type and value, the seller's NIP, the certificate's serial number and the file's hash —
//   signed with that certificate's private key (RSASSA-PSS SHA-256 with a 32-byte salt, or ECDSA
//   P-256 SHA-256 as R||S), the signature appended in Base64URL. What is signed is the link
//   without its scheme, e.g. qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp….
import { constants, sign, type KeyObject } from 'node:crypto';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import { sha256Base64Url } from './crypto.ts';

/** A KSeF certificate of type Offline and its private key (KSEF_OFFLINE_CERTIFICATE_FILE). */
export interface OfflineCertificate {
  /** The certificate's serial number in hex, as X509Certificate gives it. */
  serialNumber: string;
  key: KeyObject;
  /** The NIP of the context the certificate issues invoices in (KSEF_NIP). */
  contextNip: string;
}

/** What the QR codes are made of: the environment's address, and KOD II's certificate if any. */
export interface KsefQr {
  url: string;
  certificate: OfflineCertificate | null;
}

export function verificationLink(qrUrl: string, sellerNip: string, issuedAt: Date, xml: Buffer) {
  const [year, month, day] = warsawCalendarDate(issuedAt).split('-');
  return `${qrUrl}/invoice/${sellerNip}/${day}-${month}-${year}/${sha256Base64Url(xml)}`;
}

export function certificateLink(
  qrUrl: string,
  certificate: OfflineCertificate,
  sellerNip: string,
  xml: Buffer,
) {
  const link = `${qrUrl}/certificate/Nip/${certificate.contextNip}/${sellerNip}/${certificate.serialNumber}/${sha256Base64Url(xml)}`;
  const signed = Buffer.from(link.replace(/^https?:\/\//, ''), 'utf8');
  const signature =
    certificate.key.asymmetricKeyType === 'rsa'
      ? sign('sha256', signed, {
          key: certificate.key,
          padding: constants.RSA_PKCS1_PSS_PADDING,
          saltLength: 32,
        })
      : sign('sha256', signed, { key: certificate.key, dsaEncoding: 'ieee-p1363' });
  return `${link}/${signature.toString('base64url')}`;
}
