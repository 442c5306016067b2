import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { invoiceDrafts, priceLines } from './amounts.ts';
import { qrCodePng, renderInvoicePdf } from './pdf.ts';
import { pdfText, sampleCorrection, sampleInvoice } from './test-documents.ts';

const invoice = sampleInvoice();

describe('an invoice as PDF', () => {
  it('is a one-page PDF', async () => {
    const bytes = await renderInvoicePdf(invoice, null);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { totalPages } = await extractText(new Uint8Array(bytes));
    expect(totalPages).toBe(1);
    expect(await pdfText(bytes)).toContain('Faktura VAT FV/2026/11/0001 Strona 1 z 1');
  });

  it('prints the number, dates, both parties with their NIP, in Polish letters', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice, null));
    expect(text).toContain('Faktura VAT');
    expect(text).toContain('nr FV/2026/11/0001');
    expect(text).toContain('Data wystawienia 01.11.2026');
    expect(text).toContain('Data sprzedaży 01.11.2026');
    expect(text).toContain('Outlet Drop sp. z o.o.');
    expect(text).toContain('ul. Przykładowa 12/4');
    expect(text).toContain('NIP: 1234563218');
    expect(text).toContain('Źródło Łąki Spółka z o.o.');
    expect(text).toContain('ul. Żółkiewskiego 5');
    expect(text).toContain('30-001 Kraków');
    expect(text).toContain('NIP: 5260250274');
  });

  it('prints every line with net, VAT and gross, and the totals by rate', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice, null));
    for (const header of ['Lp.', 'Nazwa', 'Ilość', 'Cena netto', 'Kwota VAT', 'Wartość brutto']) {
      expect(text).toContain(header);
    }
    // The lamp: 241,06 zł gross after the coupon = 195,98 net + 45,08 VAT.
    expect(text).toContain(
      '1 Lampka biurkowa „Żuraw” 1 szt. 195,98 zł 195,98 zł 23% 45,08 zł 241,06 zł',
    );
    expect(text).toContain('3 Kubek ceramiczny 2 szt.');
    expect(text).toContain('4 Wysyłka InPost (paczkomat) 1 szt.');
    // 279,99 zł gross = 227,63 zł net + 52,36 zł VAT.
    expect(text).toContain('23% 227,63 zł 52,36 zł 279,99 zł');
    expect(text).toContain('Razem 227,63 zł 52,36 zł 279,99 zł');
  });

  it('says how it was paid and that nothing is due', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice, null));
    expect(text).toContain('Sposób płatności: Przelew (Przelewy24)');
    expect(text).toContain('Zapłacono: 279,99 zł dnia 01.11.2026');
    expect(text).toMatch(/Do zapłaty\s+0,00 zł/);
  });
});

describe('a long invoice', () => {
  it('goes on over pages, each with the column titles and "Strona n z m"', async () => {
    const items = Array.from({ length: 50 }, (_, i) => ({
      id: i + 1,
      name: `Produkt ${i + 1}`,
      price: 1_000 + i,
      quantity: 1,
    }));
    const priced = priceLines(
      invoiceDrafts({ items, discount: 0, shippingCost: 0, shippingMethod: 'INPOST_COURIER' }),
    );
    const bytes = await renderInvoicePdf({ ...invoice, ...priced }, null);
    const { totalPages } = await extractText(new Uint8Array(bytes));
    expect(totalPages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text.match(/Cena netto/g)).toHaveLength(totalPages);
    expect(text).toContain(`Strona ${totalPages} z ${totalPages}`);
    expect(text).toContain('50 Produkt 50 1 szt.');
  });
});

describe('a correcting invoice as PDF', () => {
  it('names the corrected invoice, the reason and the amounts taken back', async () => {
    const text = await pdfText(await renderInvoicePdf(sampleCorrection(invoice), invoice));
    expect(text).toContain('Faktura korygująca');
    expect(text).toContain('nr KOR/2026/11/0001');
    expect(text).toContain('Dotyczy faktury FV/2026/11/0001 z dnia 01.11.2026');
    expect(text).toContain('Przyczyna korekty: Zwrot towaru / zwrot należności');
    expect(text).toContain('Data wystawienia 05.11.2026');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Lampka biurkowa „Żuraw” (poz. 1 faktury korygowanej)',
    );
    expect(text).toContain('Razem -204,11 zł -46,95 zł -251,06 zł');
    expect(text).toContain('Zwrócono nabywcy: 251,06 zł');
    expect(text).toMatch(/Kwota korekty\s+-251,06 zł/);
  });
});

describe('the QR code „KOD I”', () => {
  it('decodes to exactly the verification link it is drawn from', async () => {
    const link =
      'https://qr-test.ksef.mf.gov.pl/invoice/1234563218/27-11-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';
    const png = PNG.sync.read(await qrCodePng(link));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  });

  it('is on the PDF of an invoice in KSeF, with the number and the link as text', async () => {
    const mark = {
      number: '1234563218-20261127-000000001001-4C',
      link: 'https://qr-test.ksef.mf.gov.pl/invoice/1234563218/27-11-2026/abc',
      certificateLink: null,
    };
    const text = (await pdfText(await renderInvoicePdf(sampleInvoice(), null, mark))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`Numer KSeF: ${mark.number}`);
    expect(text.replace(/ /g, '')).toContain(mark.link);
    expect(text).not.toContain('offline');
    const without = await pdfText(await renderInvoicePdf(sampleInvoice(), null));
    expect(without).not.toContain('Numer KSeF');
  });

  it('an offline invoice: KOD I marked OFFLINE, and KOD II marked CERTYFIKAT with its link', async () => {
    const mark = {
      number: null,
      link: 'https://qr-test.ksef.mf.gov.pl/invoice/1234563218/27-11-2026/abc',
      certificateLink:
        'https://qr-test.ksef.mf.gov.pl/certificate/Nip/1234563218/1234563218/01F20A5D352AE590/abc/sig',
    };
    const text = (await pdfText(await renderInvoicePdf(sampleInvoice(), null, mark))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('OFFLINE');
    expect(text).toContain('CERTYFIKAT');
    expect(text).toContain('Faktura wystawiona w trybie offline');
    expect(text).not.toContain('Numer KSeF');
    expect(text.replace(/ /g, '')).toContain(mark.link);
    expect(text.replace(/ /g, '')).toContain(mark.certificateLink);
  });
});
