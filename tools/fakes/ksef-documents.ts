// The KSeF stand-in's documents (ksef.ts serves them): an invoice's status as the API gives it,
// its UPO, and the verification pages the QR codes open, "KOD I" (the invoice) and "KOD II"
// (the issuer's certificate of type Offline, and the link's signature with it).
import { constants, verify, type X509Certificate } from 'node:crypto';
import type { FakeKsefInvoice } from './ksef-model.ts';

/** A verification page: its HTTP status and HTML. */
export interface Page {
  status: number;
  html: string;
}

export const statusBody = (invoice: FakeKsefInvoice) => ({
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
export const upo = (invoice: FakeKsefInvoice) => `<?xml version="1.0" encoding="UTF-8"?>
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
export function invoiceCheck(
  invoices: FakeKsefInvoice[],
  nip: string,
  date: string,
  hash: string,
): Page {
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
    return {
      status: 404,
      html: page(
        'Nie znaleziono faktury w KSeF',
        '<p>Faktura o podanych danych nie znajduje się w KSeF (faktura offline mogła jeszcze nie zostać przesłana).</p>',
      ),
    };
  }
  return {
    status: 200,
    html: page(
      invoice ? 'Faktura znajduje się w KSeF' : 'Faktura została technicznie poprawiona',
      facts([
        ['Numer KSeF', shown.ksefNumber],
        ['Numer faktury', shown.invoiceNumber],
        ['NIP sprzedawcy', shown.sellerNip],
        ['Data wystawienia', date],
        ['Tryb', shown.offline ? 'offline' : 'online'],
      ]),
    ),
  };
}

/**
 * GET /certificate/Nip/{context}/{seller NIP}/{serial}/{hash}/{signature}: the page the QR code
 * KOD II opens: the certificate must be the one issued, and the signature over the link
 * (without its scheme) must be its key's.
 */
export function certificateCheck(offlineX509: X509Certificate, host: string, path: string): Page {
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
    return {
      status: 404,
      html: page(
        'Nie potwierdzono wystawcy',
        '<p>Certyfikat KSeF wystawcy nie istnieje albo podpis linku jest nieprawidłowy.</p>',
      ),
    };
  }
  return {
    status: 200,
    html: page(
      'Certyfikat wystawcy jest ważny',
      facts([
        ['Kontekst', `NIP ${context}`],
        ['NIP sprzedawcy', sellerNip ?? null],
        ['Numer seryjny certyfikatu', offlineX509.serialNumber],
        ['Ważny do', offlineX509.validTo],
      ]),
    ),
  };
}
