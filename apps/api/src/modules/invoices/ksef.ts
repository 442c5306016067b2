// An invoice as the Ministry of Finance's structured invoice FA(3) (KSeF), built with
// xmlbuilder2 (docs/decisions/024). Element names and order follow the schema
// schemat_FA(3)_v1-0E.xsd (namespace below); the test validates the output against it. What
// sending to KSeF needs beyond this file is in docs/invoices.md.
import type { InvoiceParty } from '../../db/schema/invoices.ts';
import { conflict } from '../../http/errors.ts';
import { CORRECTION_REASON, PAYMENT_METHODS } from './invoice-text.ts';
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import { xmlDocument } from '../../http/xml.ts';
import type { InvoiceRow } from './repository.ts';

type XMLBuilder = ReturnType<typeof xmlDocument>;

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/** The schema's NIP (etd:TNrNIP): 10 digits, no leading zero, not 0 in both 2nd and 3rd place. */
const KSEF_NIP = /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/;

/** Grosze -> a TKwotowy amount: 1234 -> "12.34", -50 -> "-0.50". */
export const ksefAmount = (grosze: number) => (grosze / 100).toFixed(2);

/** TFormaPlatnosci by how the invoice says it was paid: 7 mobilna (BLIK), else 6 przelew. */
const paymentForm = (paymentMethod: string) => (paymentMethod === PAYMENT_METHODS.BLIK ? '7' : '6');
/** TTypKorekty 2: a return lowers the tax base in the period of the correction (art. 29a ust. 13). */
const CORRECTION_IN_ITS_OWN_PERIOD = '2';

const refused = (message: string) => conflict('KsefExportException', message);

function countryCode(country: string): string {
  if (/^(polska|pl|poland)$/i.test(country.trim())) return 'PL';
  if (/^[A-Za-z]{2}$/.test(country.trim())) return country.trim().toUpperCase();
  throw refused(`Nie można wysłać faktury do KSeF: nieznany kod kraju „${country}” w adresie`);
}

function party(parent: XMLBuilder, element: 'Podmiot1' | 'Podmiot2', who: InvoiceParty) {
  if (!KSEF_NIP.test(who.taxId)) {
    throw refused(
      `Nie można wysłać faktury do KSeF: NIP ${who.taxId} nie ma postaci wymaganej przez KSeF`,
    );
  }
  const node = parent.ele(element);
  node.ele('DaneIdentyfikacyjne').ele('NIP').txt(who.taxId).up().ele('Nazwa').txt(who.name);
  node
    .ele('Adres')
    .ele('KodKraju')
    .txt(countryCode(who.country))
    .up()
    .ele('AdresL1')
    .txt(who.street)
    .up()
    .ele('AdresL2')
    .txt(`${who.postalCode} ${who.city}`);
  return node;
}

/** Plain goods sold in Poland: no cash method, self-billing, reverse charge, exemption... */
function annotations(fa: XMLBuilder) {
  const notes = fa.ele('Adnotacje');
  for (const field of ['P_16', 'P_17', 'P_18', 'P_18A']) notes.ele(field).txt('2');
  notes.ele('Zwolnienie').ele('P_19N').txt('1');
  notes.ele('NoweSrodkiTransportu').ele('P_22N').txt('1');
  notes.ele('P_23').txt('2');
  notes.ele('PMarzy').ele('P_PMarzyN').txt('1');
}

/**
 * The FA(3) XML of an invoice; a correction names the invoice it corrects, by its KSeF number
 * when it has one.
 */
export function ksefXml(
  invoice: InvoiceRow,
  corrected: InvoiceRow | null,
  correctedKsefNumber: string | null = null,
): string {
  const root = xmlDocument().ele(FA3_NAMESPACE, 'Faktura');
  root
    .ele('Naglowek')
    .ele('KodFormularza', { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' })
    .txt('FA')
    .up()
    .ele('WariantFormularza')
    .txt('3')
    .up()
    .ele('DataWytworzeniaFa')
    .txt(invoice.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  party(root, 'Podmiot1', invoice.seller);
  // The buyer is not a subordinate unit of local government (JST) nor a VAT group member (GV).
  party(root, 'Podmiot2', invoice.buyer).ele('JST').txt('2').up().ele('GV').txt('2');

  const fa = root.ele('Fa');
  fa.ele('KodWaluty').txt('PLN');
  fa.ele('P_1').txt(warsawCalendarDate(invoice.issuedAt));
  fa.ele('P_1M').txt(invoice.seller.city);
  fa.ele('P_2').txt(invoice.number);
  if (!corrected) fa.ele('P_6').txt(invoice.saleDate);
  // One rate, 23 %: the net sum and its VAT (differences on a correction).
  fa.ele('P_13_1').txt(ksefAmount(invoice.net));
  fa.ele('P_14_1').txt(ksefAmount(invoice.vat));
  fa.ele('P_15').txt(ksefAmount(invoice.gross));
  annotations(fa);
  fa.ele('RodzajFaktury').txt(corrected ? 'KOR' : 'VAT');
  if (corrected) {
    fa.ele('PrzyczynaKorekty').txt(invoice.correctionReason ?? CORRECTION_REASON);
    fa.ele('TypKorekty').txt(CORRECTION_IN_ITS_OWN_PERIOD);
    const data = fa.ele('DaneFaKorygowanej');
    data.ele('DataWystFaKorygowanej').txt(warsawCalendarDate(corrected.issuedAt));
    data.ele('NrFaKorygowanej').txt(corrected.number);
    // The corrected invoice's KSeF number when it has one, else the mark that it has none.
    if (correctedKsefNumber) {
      data.ele('NrKSeF').txt('1');
      data.ele('NrKSeFFaKorygowanej').txt(correctedKsefNumber);
    } else {
      data.ele('NrKSeFN').txt('1');
    }
  }
  invoice.lines.forEach((line, i) => {
    // Gross prices (art. 106e ust. 7-8): unit gross P_9B and gross value P_11A.
    fa.ele('FaWiersz')
      .ele('NrWierszaFa')
      .txt(String(i + 1))
      .up()
      .ele('P_7')
      .txt(line.name)
      .up()
      .ele('P_8A')
      .txt('szt.')
      .up()
      .ele('P_8B')
      .txt(String(line.quantity))
      .up()
      .ele('P_9B')
      .txt(ksefAmount(line.unitGross))
      .up()
      .ele('P_11A')
      .txt(ksefAmount(line.gross))
      .up()
      .ele('P_12')
      .txt(String(line.vatRate));
  });
  const paid = fa.ele('Platnosc');
  if (!corrected) paid.ele('Zaplacono').txt('1').up().ele('DataZaplaty').txt(invoice.saleDate);
  paid.ele('FormaPlatnosci').txt(paymentForm(invoice.paymentMethod));
  return root.end({ prettyPrint: true });
}
