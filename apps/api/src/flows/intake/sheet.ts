// The import file as rows of named cells: an XLSX workbook (its first sheet, workbook.ts) or a
// CSV file (csv-parse) in UTF-8 or Windows-1250, separated by ";" or ",". Row numbers are the
// ones a spreadsheet shows (the header is the first row with values), so an error names the row
// staff see. Both are read within SHEET_LIMITS (limits.ts), in slices that let the shop answer
// other requests meanwhile (decision 037).
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import {
  IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  columnOfHeader,
  type ImportColumn,
} from '@shop/shared/product-import';
import { badRequest } from '../../http/errors.ts';
import { nextTurn } from '../../runtime/turns.ts';
import {
  SHEET_LIMITS,
  cellTooLong,
  tooManyColumns,
  tooManyRows,
  type Cell,
  type SheetRecord,
} from './limits.ts';
import { workbookRecords } from './workbook.ts';

export type { Cell } from './limits.ts';

export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportColumn, Cell>>;
}

const NOT_A_SHEET = 'Plik importu musi być arkuszem XLSX albo plikiem CSV';
const EMPTY = 'Plik importu nie ma wierszy z produktami pod nagłówkiem';

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** The file's rows (without the header and empty rows); 400 in Polish for what cannot be read. */
export async function readSheet(bytes: Buffer): Promise<SheetRow[]> {
  const records = isZip(bytes) ? await workbookRecords(bytes) : await csvRecords(bytes);
  const [header, ...rest] = records;
  if (!header) throw badRequest(EMPTY);
  const columns = headerColumns(Array.from(header.cells, (cell) => String(cell ?? '')));
  const rows: SheetRow[] = [];
  for (const record of rest) {
    const cells: SheetRow['cells'] = {};
    columns.forEach((column, i) => {
      const value = record.cells[i];
      const cell = typeof value === 'string' ? value.trim() : value;
      if (column && cell !== undefined && cell !== '') cells[column] = cell;
    });
    if (Object.keys(cells).length > 0) rows.push({ row: record.row, cells });
  }
  if (rows.length === 0) throw badRequest(EMPTY);
  if (rows.length > SHEET_LIMITS.rows) throw tooManyRows();
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

/** Text parsed per slice: each slice's records are taken before the event loop turns again. */
const SLICE_CHARS = 64 * 1024;

/** The records that hold a value, numbered as a spreadsheet numbers the file's rows. */
async function csvRecords(bytes: Buffer): Promise<SheetRecord[]> {
  if (bytes.includes(0)) throw badRequest(NOT_A_SHEET);
  const text = decode(bytes);
  const records: SheetRecord[] = [];
  let failure: unknown;
  const parser = parse({
    delimiter: separatorOf(text),
    relax_column_count: true,
    relax_quotes: true,
    // One record's text: every column full, with room for quotes and separators.
    max_record_size: SHEET_LIMITS.columns * (SHEET_LIMITS.cellChars + 3),
  });
  let row = 0;
  parser.on('readable', () => {
    for (let record: string[] | null; (record = parser.read() as string[] | null) !== null;) {
      row += 1;
      if (failure) continue;
      try {
        const cells = valuesOf(record, row);
        if (cells.length > 0) records.push({ row, cells });
        if (records.length > SHEET_LIMITS.rows + 1) throw tooManyRows();
      } catch (error) {
        failure = error;
      }
    }
  });
  parser.on('error', (error: Error & { lines?: number }) => {
    failure ??= badRequest(
      `Nie udało się odczytać pliku CSV${error.lines ? ` (wiersz ${error.lines})` : ''}: sprawdź cudzysłowy, separatory i długość komórek (najwyżej ${SHEET_LIMITS.cellChars} znaków)`,
    );
  });
  const ended = new Promise((resolve) => parser.on('end', resolve).on('error', resolve));
  for (let start = 0; start < text.length && !failure; start += SLICE_CHARS) {
    parser.write(text.slice(start, start + SLICE_CHARS));
    await nextTurn();
  }
  if (!failure) {
    parser.end();
    await ended;
  } else parser.destroy();
  if (failure) throw failure;
  return records;
}

/** A record's cells up to its last value; refused past the column and cell bounds. */
function valuesOf(record: string[], row: number): Cell[] {
  let last = record.length - 1;
  while (last >= 0 && record[last]!.trim() === '') last -= 1;
  if (last >= SHEET_LIMITS.columns) throw tooManyColumns(row);
  const cells = record.slice(0, last + 1);
  const long = cells.findIndex((cell) => cell.length > SHEET_LIMITS.cellChars);
  if (long >= 0) throw cellTooLong(row, long);
  return cells;
}
