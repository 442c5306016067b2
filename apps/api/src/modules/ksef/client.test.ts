// The KSeF client against the stand-in (tools/fakes/ksef.ts), which really decrypts the token
// and the invoices and validates them against the FA(3) schema: authentication, a session, an
// invoice accepted with a KSeF number and its UPO, the verification link of KOD I, and the
// refusals and outages the shop must tell apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKsef, type FakeKsef } from '../../../../../tools/fakes/ksef.ts';
import { ksefXml } from '../invoices/ksef.ts';
import { sampleInvoice, SELLER } from '../invoices/test-documents.ts';
import {
  ACCEPTED,
  createKsefClient,
  INVOICE_IN_PROGRESS,
  KsefRefused,
  KsefUnavailable,
  type KsefClient,
} from './client.ts';
import { verificationLink } from './verification.ts';
import { isKsefNumber } from './ksef-number.ts';

const TOKEN = 'test-ksef-token';

describe('KSeF client against the stand-in', () => {
  let fake: FakeKsef;
  let client: KsefClient;

  beforeAll(async () => {
    fake = await startFakeKsef({ token: TOKEN, processingMs: 30 });
    client = createKsefClient({
      baseUrl: `${fake.url}/v2`,
      nip: SELLER.taxId,
      token: TOKEN,
      pollMs: 5,
    });
  });
  afterAll(() => fake.close());

  const control = (path: string, body: object) =>
    fetch(`${fake.url}/_control/${path}`, { method: 'POST', body: JSON.stringify(body) });

  /** Reads the invoice until it leaves 100 and 150, noting every code it passed through. */
  async function decided(sessionReference: string, invoiceReference: string, seen: number[] = []) {
    for (;;) {
      const status = await client.invoiceStatus(sessionReference, invoiceReference);
      if (seen.at(-1) !== status.status.code) seen.push(status.status.code);
      if (!INVOICE_IN_PROGRESS.includes(status.status.code)) return status;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('sends an invoice: accepted with a KSeF number, its UPO, and the page KOD I opens', async () => {
    const invoice = sampleInvoice();
    const xml = Buffer.from(ksefXml(invoice, null), 'utf8');
    const session = await client.openSession();
    const sent = await client.sendInvoice(session, xml);
    const seen: number[] = [];
    const status = await decided(session.referenceNumber, sent.referenceNumber, seen);
    // As the official API goes: (accepted for processing,) processing, success.
    expect(seen.slice(-2)).toEqual([150, ACCEPTED]);
    expect([
      [150, ACCEPTED],
      [100, 150, ACCEPTED],
    ]).toContainEqual(seen);
    expect(isKsefNumber(status.ksefNumber!)).toBe(true);
    expect(status.ksefNumber!.startsWith(`${SELLER.taxId}-`)).toBe(true);
    expect(status.invoiceHash).toBe(sent.invoiceHash);
    const upo = await client.invoiceUpo(session.referenceNumber, sent.referenceNumber);
    expect(upo).toContain(`<NumerKSeFDokumentu>${status.ksefNumber}</NumerKSeFDokumentu>`);
    await client.closeSession(session);

    // KOD I: {base}/invoice/{seller NIP}/{issue date DD-MM-YYYY}/{SHA-256 Base64URL}.
    const link = verificationLink(fake.url, SELLER.taxId, invoice.issuedAt, xml);
    expect(link).toMatch(new RegExp(`/invoice/${SELLER.taxId}/\\d{2}-\\d{2}-\\d{4}/[\\w-]{43}$`));
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(status.ksefNumber!);

    // The same document again is a duplicate.
    const again = await client.openSession();
    const twice = await client.sendInvoice(again, xml);
    const duplicate = await decided(again.referenceNumber, twice.referenceNumber);
    expect(duplicate.status).toMatchObject({
      code: 440,
      description: 'Duplikat faktury',
      extensions: {
        originalKsefNumber: status.ksefNumber,
        originalSessionReferenceNumber: session.referenceNumber,
      },
    });
  });

  it('refuses an invoice whose XML does not validate, with the schema’s words', async () => {
    const session = await client.openSession();
    const broken = ksefXml(sampleInvoice(), null).replace(/<P_15>[^<]*<\/P_15>/, '');
    const sent = await client.sendInvoice(session, Buffer.from(broken, 'utf8'));
    const status = await decided(session.referenceNumber, sent.referenceNumber);
    expect(status.status.code).toBe(450);
    expect(status.status.details?.join(' ')).toMatch(/P_15|element/);
  });

  it('tells a wrong token (refused) from KSeF being down (unavailable)', async () => {
    const wrong = createKsefClient({
      baseUrl: `${fake.url}/v2`,
      nip: SELLER.taxId,
      token: 'zly-token',
      pollMs: 5,
    });
    await expect(wrong.openSession()).rejects.toBeInstanceOf(KsefRefused);
    await expect(wrong.openSession()).rejects.toThrow(/błędnego tokenu/);

    await control('unavailable', { on: true });
    try {
      const fresh = createKsefClient({
        baseUrl: `${fake.url}/v2`,
        nip: SELLER.taxId,
        token: TOKEN,
      });
      await expect(fresh.openSession()).rejects.toBeInstanceOf(KsefUnavailable);
    } finally {
      await control('unavailable', { on: false });
    }
    const nobody = createKsefClient({
      baseUrl: 'http://127.0.0.1:9/v2',
      nip: SELLER.taxId,
      token: TOKEN,
      timeoutMs: 500,
    });
    await expect(nobody.openSession()).rejects.toBeInstanceOf(KsefUnavailable);
  });
});
