import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { validateFa3 } from '../../test/fa3-schema.ts';
import { hasNonXmlChar } from '../../test/xml-chars.ts';
import { FA3_NAMESPACE, ksefAmount, ksefXml } from './ksef.ts';
import { PAYMENT_METHODS } from './invoice-text.ts';
import { sampleCorrection, sampleInvoice } from './test-documents.ts';

type Ordered = Record<string, Ordered[]> & { '#text'?: string };
const ordered = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  parseTagValue: false,
});
const plain = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'FaWiersz',
});

/** The names of an element's children, in document order. */
function childrenOf(nodes: Ordered[], ...path: string[]): string[] {
  let current = nodes;
  for (const name of path) {
    current = current.find((node) => name in node)![name]!;
  }
  return current.map((node) => Object.keys(node).find((key) => key !== ':@')!);
}

const invoice = sampleInvoice();
const correction = sampleCorrection(invoice);

describe('an invoice as KSeF FA(3)', () => {
  const xml = ksefXml(invoice, null);
  const fa = plain.parse(xml).Faktura;

  it('is valid against the Ministry of Finance schema', async () => {
    expect(await validateFa3(xml)).toEqual([]);
  });

  it('would be caught by the schema check if a field were missing or misplaced', async () => {
    const withoutNumber = xml.replace(/<P_2>.*<\/P_2>/, '');
    expect((await validateFa3(withoutNumber)).join('\n')).toMatch(/P_2/);
    const late = xml.replace(/(<P_1M>.*<\/P_1M>)\s*(<P_2>.*<\/P_2>)/, '$2$1');
    expect(await validateFa3(late)).not.toEqual([]);
  });

  it('has the FA(3) header in the FA(3) namespace', () => {
    expect(fa['@_xmlns']).toBe(FA3_NAMESPACE);
    expect(fa.Naglowek.KodFormularza).toEqual({
      '#text': 'FA',
      '@_kodSystemowy': 'FA (3)',
      '@_wersjaSchemy': '1-0E',
    });
    expect(fa.Naglowek.WariantFormularza).toBe('3');
    expect(fa.Naglowek.DataWytworzeniaFa).toBe('2026-10-31T23:30:00Z');
  });

  it('puts the sections and fields in the order of the schema', () => {
    const doc = ordered.parse(xml) as Ordered[];
    expect(childrenOf(doc, 'Faktura')).toEqual(['Naglowek', 'Podmiot1', 'Podmiot2', 'Fa']);
    expect(childrenOf(doc, 'Faktura', 'Podmiot2')).toEqual([
      'DaneIdentyfikacyjne',
      'Adres',
      'JST',
      'GV',
    ]);
    expect(childrenOf(doc, 'Faktura', 'Fa')).toEqual([
      'KodWaluty',
      'P_1',
      'P_1M',
      'P_2',
      'P_6',
      'P_13_1',
      'P_14_1',
      'P_15',
      'Adnotacje',
      'RodzajFaktury',
      'FaWiersz',
      'FaWiersz',
      'FaWiersz',
      'FaWiersz',
      'Platnosc',
    ]);
    expect(childrenOf(doc, 'Faktura', 'Fa', 'FaWiersz')).toEqual([
      'NrWierszaFa',
      'P_7',
      'P_8A',
      'P_8B',
      'P_9B',
      'P_11A',
      'P_12',
    ]);
  });

  it('leaves out characters XML 1.0 does not allow, pasted into a buyer or a product name', async () => {
    const pasted = sampleInvoice();
    pasted.buyer = { ...pasted.buyer!, name: 'Firma\uFFFF Kowalski\u0001' };
    const document = ksefXml(pasted, null);
    expect(hasNonXmlChar(document)).toBe(false);
    expect(plain.parse(document).Faktura.Podmiot2.DaneIdentyfikacyjne.Nazwa).toBe('Firma Kowalski');
    expect(await validateFa3(document)).toEqual([]);
  });

  it('names seller and buyer by NIP and address', () => {
    expect(fa.Podmiot1.DaneIdentyfikacyjne).toEqual({
      NIP: '1234563218',
      Nazwa: 'Outlet Drop sp. z o.o.',
    });
    expect(fa.Podmiot2.DaneIdentyfikacyjne).toEqual({
      NIP: '5260250274',
      Nazwa: 'Źródło Łąki Spółka z o.o.',
    });
    expect(fa.Podmiot2.Adres).toEqual({
      KodKraju: 'PL',
      AdresL1: 'ul. Żółkiewskiego 5',
      AdresL2: '30-001 Kraków',
    });
  });

  it('gives the dates in the Polish calendar and the amounts with two decimals', () => {
    // Paid at 23:30 UTC on 31 October: 1 November in Poland.
    expect(fa.Fa.P_1).toBe('2026-11-01');
    expect(fa.Fa.P_6).toBe('2026-11-01');
    expect(fa.Fa.P_2).toBe('FV/2026/11/0001');
    expect(fa.Fa.RodzajFaktury).toBe('VAT');
    // 279,99 zł gross: VAT 23/123 of it = 52,36 zł, net 227,63 zł.
    expect([fa.Fa.P_13_1, fa.Fa.P_14_1, fa.Fa.P_15]).toEqual(['227.63', '52.36', '279.99']);
    expect(fa.Fa.Platnosc).toEqual({
      Zaplacono: '1',
      DataZaplaty: '2026-11-01',
      FormaPlatnosci: '6',
    });
  });

  it('lists the lines at gross prices that add up to P_15, net and VAT to P_13_1 and P_14_1', () => {
    const lines = fa.Fa.FaWiersz as Record<string, string>[];
    expect(lines.map((l) => [l.NrWierszaFa, l.P_7, l.P_8B, l.P_9B, l.P_11A, l.P_12])).toEqual([
      ['1', 'Lampka biurkowa „Żuraw”', '1', '241.06', '241.06', '23'],
      ['2', 'Kubek ceramiczny', '1', '9.65', '9.65', '23'],
      ['3', 'Kubek ceramiczny', '2', '9.64', '19.28', '23'],
      ['4', 'Wysyłka InPost (paczkomat)', '1', '10.00', '10.00', '23'],
    ]);
    const grosze = (text: string) => Math.round(Number(text) * 100);
    expect(lines.reduce((sum, l) => sum + grosze(l.P_11A!), 0)).toBe(grosze(fa.Fa.P_15));
    expect(grosze(fa.Fa.P_13_1) + grosze(fa.Fa.P_14_1)).toBe(grosze(fa.Fa.P_15));
    expect(invoice.lines.reduce((sum, l) => sum + l.vat, 0)).toBe(grosze(fa.Fa.P_14_1));
  });
});

describe('a correcting invoice as KSeF FA(3)', () => {
  const xml = ksefXml(correction, invoice);
  const fa = plain.parse(xml).Faktura.Fa;

  it('is valid against the Ministry of Finance schema', async () => {
    expect(await validateFa3(xml)).toEqual([]);
  });

  it('is a KOR naming the corrected invoice, its date and the reason', () => {
    expect(fa.RodzajFaktury).toBe('KOR');
    expect(fa.P_2).toBe('KOR/2026/11/0001');
    expect(fa.PrzyczynaKorekty).toBe('Zwrot towaru / zwrot należności');
    expect(fa.TypKorekty).toBe('2');
    expect(fa.DaneFaKorygowanej).toEqual({
      DataWystFaKorygowanej: '2026-11-01',
      NrFaKorygowanej: 'FV/2026/11/0001',
      NrKSeFN: '1',
    });
    expect(fa.P_6).toBeUndefined();
  });

  it('names the corrected invoice by its KSeF number once it has one, still valid', async () => {
    const number = '1234563218-20261101-00000000102A-DF';
    const named = ksefXml(correction, invoice, number);
    expect(plain.parse(named).Faktura.Fa.DaneFaKorygowanej).toEqual({
      DataWystFaKorygowanej: '2026-11-01',
      NrFaKorygowanej: 'FV/2026/11/0001',
      NrKSeF: '1',
      NrKSeFFaKorygowanej: number,
    });
    expect(await validateFa3(named)).toEqual([]);
  });

  it('gives the differences as negative amounts', () => {
    // The lamp (241,06 zł) and the shipping (10,00 zł) back: 251,06 zł, VAT 46,95 zł.
    expect([fa.P_13_1, fa.P_14_1, fa.P_15]).toEqual(['-204.11', '-46.95', '-251.06']);
    const lines = fa.FaWiersz as Record<string, string>[];
    expect(lines.map((l) => [l.P_7, l.P_8B, l.P_9B, l.P_11A])).toEqual([
      ['Lampka biurkowa „Żuraw”', '-1', '241.06', '-241.06'],
      ['Wysyłka InPost (paczkomat)', '-1', '10.00', '-10.00'],
    ]);
    expect(fa.Platnosc).toEqual({ FormaPlatnosci: '6' });
  });
});

describe('FormaPlatnosci follows the payment', () => {
  it('7 (mobilna) for BLIK, 6 (przelew) for a transfer', async () => {
    const form = (paymentMethod: string) =>
      plain.parse(ksefXml({ ...sampleInvoice(), paymentMethod }, null)).Faktura.Fa.Platnosc
        .FormaPlatnosci;
    expect(form(PAYMENT_METHODS.BLIK)).toBe('7');
    expect(form(PAYMENT_METHODS.TRANSFER)).toBe('6');
    expect(
      await validateFa3(ksefXml({ ...sampleInvoice(), paymentMethod: PAYMENT_METHODS.BLIK }, null)),
    ).toEqual([]);
  });
});

describe('what KSeF cannot take', () => {
  it('refuses a buyer address whose country has no code, with a Polish message', () => {
    const abroad = { ...invoice, buyer: { ...invoice.buyer, country: 'Niemcy' } };
    expect(() => ksefXml(abroad, null)).toThrow(AppError);
    expect(() => ksefXml(abroad, null)).toThrow(/nieznany kod kraju „Niemcy”/);
    const coded = { ...invoice, buyer: { ...invoice.buyer, country: 'de' } };
    expect(plain.parse(ksefXml(coded, null)).Faktura.Podmiot2.Adres.KodKraju).toBe('DE');
  });

  it('refuses a NIP the schema does not allow', () => {
    const zeros = { ...invoice, buyer: { ...invoice.buyer, taxId: '0000000000' } };
    expect(() => ksefXml(zeros, null)).toThrow(/NIP 0000000000/);
  });

  it('writes amounts as the schema wants them', () => {
    expect([ksefAmount(0), ksefAmount(5), ksefAmount(-50), ksefAmount(123456789)]).toEqual([
      '0.00',
      '0.05',
      '-0.50',
      '1234567.89',
    ]);
  });
});
