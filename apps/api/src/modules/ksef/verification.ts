// The link of the verification QR code „KOD I” (the Ministry's kody-qr.md): the environment's
// QR address, the seller's NIP, the issue date (P_1) as DD-MM-YYYY and the SHA-256 of the
// invoice file in Base64URL, e.g.
//   https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import { sha256Base64Url } from './crypto.ts';

export function verificationLink(
  qrBaseUrl: string,
  sellerNip: string,
  issuedAt: Date,
  xml: Buffer,
) {
  const [year, month, day] = warsawCalendarDate(issuedAt).split('-');
  return `${qrBaseUrl}/invoice/${sellerNip}/${day}-${month}-${year}/${sha256Base64Url(xml)}`;
}
