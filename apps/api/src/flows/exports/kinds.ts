// What each export holds: its header row and, page by page, one CSV line per order or document,
// made by PostgreSQL from what the owning modules keep and the lookups an accountant needs (KSeF
// numbers, payment dates and methods, refunds), with money as "1234,50" and Warsaw times as
// "2026-11-27 14:30" (db/csv-sql.ts). docs/exports.md.
import type { ExportKind } from '@shop/shared/exports';
import type { Executor } from '../../db/client.ts';
import type { ExportLine, RangePage } from '../../db/range-pages.ts';
import { invoiceLines } from '../../modules/invoices/index.ts';
import { ksefNumberCellSql, ksefStateCellSql } from '../../modules/ksef/index.ts';
import { orderLines, paidAtSql } from '../../modules/orders/index.ts';
import { paymentMethodSql } from '../../modules/payments/index.ts';
import { refundLines, refundedSql } from '../../modules/refunds/index.ts';
import { returnLines } from '../../modules/returns/index.ts';

interface Export {
  header: string[];
  /** A page of lines, by id: the caller asks for the next one after the last id. */
  page(db: Executor, page: RangePage): Promise<ExportLine[]>;
}

const orders: Export = {
  header: [
    'Numer zamówienia',
    'Data zamówienia',
    'Status',
    'E-mail klienta',
    'Nabywca',
    'NIP',
    'Produkty brutto',
    'Rabat',
    'Dostawa',
    'Razem brutto',
    'Netto',
    'VAT',
    'Sposób płatności',
    'Data płatności',
    'Zwrócono',
    'Sposób dostawy',
    'Paragon',
  ],
  page: (db, page) =>
    orderLines(db, page, { paymentMethod: paymentMethodSql, refunded: refundedSql }),
};

const invoices: Export = {
  header: [
    'Numer',
    'Rodzaj',
    'Data wystawienia',
    'Data sprzedaży',
    'Numer zamówienia',
    'Korygowana faktura',
    'Nabywca',
    'NIP nabywcy',
    'Netto',
    'VAT',
    'Brutto',
    'Numer KSeF',
    'KSeF',
    'Data płatności',
    'Sposób płatności',
  ],
  page: (db, page) =>
    invoiceLines(db, page, {
      ksefNumber: ksefNumberCellSql,
      ksefState: ksefStateCellSql,
      paidAt: paidAtSql,
      paymentMethod: paymentMethodSql,
    }),
};

const refunds: Export = {
  header: [
    'Numer zwrotu',
    'Numer zamówienia',
    'Data decyzji',
    'Kwota',
    'Dostawa zwrócona',
    'Powód',
    'Status',
    'Data rozliczenia',
    'Notatka',
  ],
  page: refundLines,
};

const returns: Export = {
  header: [
    'Numer zgłoszenia',
    'Numer zamówienia',
    'Rodzaj',
    'Status',
    'Zgłoszono',
    'Sztuk',
    'Towar otrzymano',
    'Decyzja',
    'Powód odmowy',
    'Numer zwrotu pieniędzy',
  ],
  page: returnLines,
};

export const EXPORTS: Record<ExportKind, Export> = { orders, invoices, refunds, returns };
