// The import file as rows of named cells: an XLSX workbook (its first sheet, read by exceljs) or
// a CSV file (csv-parse) in UTF-8 or Windows-1250, separated by ";" or ",". Row numbers are the
// ones a spreadsheet shows (the header is row 1), so an error names the row staff see.
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  columnOfHeader,
  type ImportColumn,
} from '@shop/shared/product-import';
import { badRequest } from '../../../http/errors.ts';

/** A cell as read: a number only where a workbook stored one. */
export type Cell = string | number;

export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportColumn, Cell>>;
}

const NOT_A_SHEET = 'Plik importu musi być arkuszem XLSX albo plikiem CSV';
const EMPTY = 'Plik importu nie ma wierszy z produktami pod nagłówkiem';
const tooManyRows = () =>
  badRequest(`Plik importu może mieć najwyżej ${MAX_IMPORT_ROWS} wierszy z produktami`);

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** The file's rows (without the header and empty rows); 400 in Polish for what cannot be read. */
export async function readSheet(bytes: Buffer): Promise<SheetRow[]> {
  const table = isZip(bytes) ? await workbookTable(bytes) : csvTable(bytes);
  const [header, ...records] = table;
  if (!header) throw badRequest(EMPTY);
  const columns = headerColumns(header.map(String));
  const rows: SheetRow[] = [];
  records.forEach((record, index) => {
    const cells: SheetRow['cells'] = {};
    columns.forEach((column, i) => {
      const value = record[i];
      const cell = typeof value === 'string' ? value.trim() : value;
      if (column && cell !== undefined && cell !== '') cells[column] = cell;
    });
    if (Object.keys(cells).length > 0) rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw badRequest(EMPTY);
  if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
  return rows;
}

/** Each header's column (undefined for one the import does not read); 400 when one is missing. */
function headerColumns(header: string[]): (ImportColumn | undefined)[] {
  const columns = header.map((text) => columnOfHeader(text));
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const names = missing.map((column) => `„${IMPORT_COLUMNS[column]}”`).join(', ');
    throw badRequest(
      `W pierwszym wierszu pliku brakuje kolumn: ${names}. Pobierz wzór pliku i porównaj nagłówki.`,
    );
  }
  return columns;
}

// ---------------------------------------------------------------- CSV

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1250 (Excel's Polish CSV). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1250');
  }
}

/** The header line's separator: ";" (Polish Excel) unless the line has more commas or tabs. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => firstLine.split(separator).length - 1;
  return [';', ',', '\t'].reduce((best, separator) =>
    count(separator) > count(best) ? separator : best,
  );
}

function csvTable(bytes: Buffer): Cell[][] {
  if (bytes.includes(0)) throw badRequest(NOT_A_SHEET);
  const text = decode(bytes);
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      `Nie udało się odczytać pliku CSV${line ? ` (wiersz ${line})` : ''}: sprawdź cudzysłowy i separatory`,
    );
  }
}

// ---------------------------------------------------------------- XLSX

/** A workbook cell's value: numbers stay numbers; text, links, formulas' results and dates read as text. */
function cellValue(cell: ExcelJS.Cell): Cell {
  const { value } = cell;
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') {
    return value.result;
  }
  return cell.text ?? '';
}

async function workbookTable(bytes: Buffer): Promise<Cell[][]> {
  // Loaded when a workbook arrives: the library holds ~30 MB that the shop otherwise never needs.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(NOT_A_SHEET);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(EMPTY);
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  const table: Cell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: Cell[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) cells.push(cellValue(row.getCell(c)));
    table.push(cells);
  }
  return table;
}
