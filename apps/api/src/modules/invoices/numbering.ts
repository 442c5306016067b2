// Invoice numbers and dates: the Polish calendar (Europe/Warsaw) decides the month a number
// belongs to and the dates printed, whatever the server's time zone. A payment at 23:30 UTC on
// 31 October is 00:30 on 1 November in Poland: FV/2026/11/....
import { warsawCalendarDate } from '@shop/shared/warsaw-time';
import type { InvoiceKind } from '../../db/schema/invoices.ts';

/** The numbering period of a moment: its Polish calendar month, '2026/11'. */
export function periodOf(at: Date): string {
  return warsawCalendarDate(at).slice(0, 7).replace('-', '/');
}

const PREFIXES: Record<InvoiceKind, string> = { INVOICE: 'FV', CORRECTION: 'KOR' };

/** FV/2026/11/0001, KOR/2026/11/0001 (four digits at least; the 10 000th is FV/2026/11/10000). */
export function invoiceNumber(kind: InvoiceKind, period: string, seq: number): string {
  return `${PREFIXES[kind]}/${period}/${String(seq).padStart(4, '0')}`;
}

/** The file name of an invoice's PDF or XML: FV-2026-11-0001.pdf. */
export function invoiceFileName(number: string, extension: 'pdf' | 'xml'): string {
  return `${number.replaceAll('/', '-')}.${extension}`;
}
