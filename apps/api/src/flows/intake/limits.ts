// What one import sheet may be (decision 037), checked while it is read, before the work each
// part costs: rows and columns of values, a cell's text, and what a workbook inflates to.
// Refusals are Polish and name the limit.
import {
  MAX_IMPORT_CELL_CHARS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
} from '@shop/shared/product-import';
import { badRequest } from '../../http/errors.ts';
import { uploadTooLarge } from '../../modules/images/index.ts';

export const SHEET_LIMITS = {
  rows: MAX_IMPORT_ROWS,
  columns: MAX_IMPORT_COLUMNS,
  cellChars: MAX_IMPORT_CELL_CHARS,
  /** The sum of a workbook's parts once inflated (a full template of 5,000 rows is ~6 MB). */
  workbookBytes: 64 * 1024 * 1024,
} as const;

/** A cell as read: a number only where a workbook stored one. */
export type Cell = string | number;

/** A row holding at least one value: its number as the spreadsheet shows it, cells by column. */
export interface SheetRecord {
  row: number;
  cells: Cell[];
}

/** "A" for 0, "BL" for 63. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

export const tooManyRows = () =>
  badRequest(`Plik importu może mieć najwyżej ${SHEET_LIMITS.rows} wierszy z produktami`);

export const tooManyColumns = (row: number) =>
  badRequest(
    `Wiersz ${row} ma wartości za kolumną ${columnName(SHEET_LIMITS.columns - 1)}: plik importu może mieć najwyżej ${SHEET_LIMITS.columns} kolumny`,
  );

export const cellTooLong = (row: number, column: number) =>
  badRequest(
    `Komórka ${columnName(column)}${row} ma ponad ${SHEET_LIMITS.cellChars.toLocaleString('pl-PL')} znaków: skróć jej tekst`,
  );

export const sheetTooLarge = () =>
  uploadTooLarge('Arkusz po rozpakowaniu jest za duży', SHEET_LIMITS.workbookBytes);
