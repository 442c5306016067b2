// Exports for the accountant (GET /api/admin/exports/{kind}.csv?from=&to=): the kinds and the
// range of Warsaw days they cover (docs/exports.md). The cells are made by PostgreSQL
// (apps/api/src/db/csv-sql.ts).
import { z } from 'zod';
import { warsawDays } from './warsaw-time.ts';

export const EXPORT_KINDS = ['orders', 'invoices', 'refunds', 'returns'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportKindLabels: Record<ExportKind, string> = {
  orders: 'Zamówienia',
  invoices: 'Faktury i korekty',
  refunds: 'Zwroty pieniędzy',
  returns: 'Odstąpienia i reklamacje',
};

/**
 * Kinds that hold shoppers' personal data (e-mails, names, NIPs): their download needs
 * READ_CUSTOMERS as well as READ_ORDERS (docs/exports.md).
 */
export const PERSONAL_EXPORTS: readonly ExportKind[] = ['orders', 'invoices'];

/** The file's name: "faktury-2026-10-01-2026-10-31.csv". */
export const exportFileName = (kind: ExportKind, from: string, to: string) =>
  `${{ orders: 'zamowienia', invoices: 'faktury', refunds: 'zwroty-pieniedzy', returns: 'odstapienia-i-reklamacje' }[kind]}-${from}-${to}.csv`;

/** The longest range one file covers. */
export const MAX_EXPORT_DAYS = 366;

const day = (field: string) =>
  z
    .string({ error: `Podaj ${field} (RRRR-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Nieprawidłowa ${field} (RRRR-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `Nieprawidłowa ${field}`);

/** `from` and `to` are Warsaw calendar days, both included. */
export const exportQuerySchema = z
  .object({ from: day('datę początkową'), to: day('datę końcową') })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Data końcowa jest przed początkową' });
    } else if (days >= MAX_EXPORT_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Jeden plik obejmuje najwyżej ${MAX_EXPORT_DAYS} dni`,
      });
    }
  });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The instants the range covers: Warsaw's midnight starting `from`, and the one ending `to`. */
export const exportRange = ({ from, to }: ExportQuery) => warsawDays(from, to);
