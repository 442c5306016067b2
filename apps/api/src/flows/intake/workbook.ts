// An XLSX workbook's first sheet as rows of cells, in time and memory that grow with the cells
// that hold values, never with the sheet's extent (decision 037). yauzl reads the ZIP's directory:
// the entries' declared sizes are checked against SHEET_LIMITS before anything is inflated, and
// yauzl stops an entry that inflates past what it declared, so a zip bomb is refused unread.
// saxes parses each XML part as it streams in, a chunk at a time, so the shop keeps answering
// shoppers while a pallet is read. A styled but empty cell (supplier sheets carry them out to
// column XFD) costs nothing; a value beyond SHEET_LIMITS.columns, a cell over
// SHEET_LIMITS.cellChars or a row beyond SHEET_LIMITS.rows is refused in Polish.
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import { badRequest } from '../../http/errors.ts';
import {
  SHEET_LIMITS,
  cellTooLong,
  sheetTooLarge,
  tooManyColumns,
  tooManyRows,
  type Cell,
  type SheetRecord,
} from './limits.ts';

const NOT_A_SHEET = 'Plik importu musi być arkuszem XLSX albo plikiem CSV';
/** An XLSX holds a dozen parts; a directory of thousands is no workbook. */
const MAX_ENTRIES = 1000;

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(badRequest(NOT_A_SHEET)) : resolve(zip)),
    ),
  );

/** Every file entry by name; refused when their declared sizes add up past the bound. */
async function directory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > MAX_ENTRIES) throw badRequest(NOT_A_SHEET);
  const entries = new Map<string, yauzl.Entry>();
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(badRequest(NOT_A_SHEET)));
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      inflated += entry.uncompressedSize;
      if (inflated > SHEET_LIMITS.workbookBytes) return reject(sheetTooLarge());
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return entries;
}

/** Parses one part's XML as it inflates; `handlers` see each element. */
async function parsePart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  handlers: {
    open?: (name: string, attributes: Record<string, string>) => void;
    text?: (text: string) => void;
    close?: (name: string) => void;
  },
): Promise<void> {
  if (!entry) return;
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) =>
      error ? reject(badRequest(NOT_A_SHEET)) : resolve(opened),
    ),
  );
  const parser = new SaxesParser();
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) =>
      open(local(tag.name), tag.attributes as Record<string, string>),
    );
  }
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<string>) parser.write(chunk);
    parser.close();
  } catch (error) {
    stream.destroy();
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest(NOT_A_SHEET);
  }
}

/** The path of the workbook's first sheet (workbook.xml's first <sheet>, through its rels). */
async function firstSheetPath(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>) {
  let id: string | undefined;
  await parsePart(zip, entries.get('xl/workbook.xml'), {
    open: (name, attributes) => {
      if (name === 'sheet' && id === undefined) id = attributes['r:id'] ?? '';
    },
  });
  let target: string | undefined;
  await parsePart(zip, entries.get('xl/_rels/workbook.xml.rels'), {
    open: (name, attributes) => {
      if (name === 'Relationship' && attributes.Id === id) target = attributes.Target;
    },
  });
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** The shared strings, each the text of its runs (phonetic hints left out). */
async function sharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined) {
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await parsePart(zip, entry, {
    open: (name) => {
      if (name === 'si') current = [];
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = phonetic === 0;
    },
    text: (text) => {
      if (inText && current) current.push(text);
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current) {
        strings.push(current.join(''));
        current = null;
      }
    },
  });
  return strings;
}

/** "BC12" -> column 54 (0-based); NaN when the reference has no letters. */
function columnOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? Number.NaN : column - 1;
}

/** A cell's value as the import reads it: numbers stay numbers, the rest is text. */
function valueOf(type: string | undefined, raw: string, strings: string[]): Cell | undefined {
  switch (type) {
    case 's':
      return strings[Number(raw)];
    case 'inlineStr':
    case 'str':
    case 'e':
    case 'd':
      return raw;
    case 'b':
      return raw === '1' ? 'TRUE' : 'FALSE';
    default: {
      if (raw.trim() === '') return undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
  }
}

/** The rows of the first sheet that hold a value, in order, with the row number Excel shows. */
export async function workbookRecords(bytes: Buffer): Promise<SheetRecord[]> {
  const zip = await openZip(bytes);
  try {
    const entries = await directory(zip);
    const sheet = entries.get(await firstSheetPath(zip, entries));
    if (!sheet) throw badRequest(NOT_A_SHEET);
    const strings = await sharedStrings(zip, entries.get('xl/sharedStrings.xml'));
    const records: SheetRecord[] = [];
    let row = 0;
    let cells: Cell[] = [];
    let column = -1;
    let type: string | undefined;
    let raw: string[] = [];
    let reading = false;
    let phonetic = 0;
    await parsePart(zip, sheet, {
      open: (name, attributes) => {
        if (name === 'row') {
          row = attributes.r ? Number(attributes.r) : row + 1;
          cells = [];
          column = -1;
        } else if (name === 'c') {
          const at = attributes.r ? columnOf(attributes.r) : Number.NaN;
          column = Number.isNaN(at) ? column + 1 : at;
          type = attributes.t;
          raw = [];
        } else if (name === 'rPh') phonetic += 1;
        else if (name === 'v' || (name === 't' && phonetic === 0)) reading = true;
      },
      text: (text) => {
        if (!reading) return;
        raw.push(text);
      },
      close: (name) => {
        if (name === 'v' || name === 't') reading = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'c') {
          const value = valueOf(type, raw.join(''), strings);
          if (value === undefined || value === '') return;
          if (column >= SHEET_LIMITS.columns) throw tooManyColumns(row);
          if (typeof value === 'string' && value.length > SHEET_LIMITS.cellChars) {
            throw cellTooLong(row, column);
          }
          cells[column] = value;
        } else if (name === 'row' && cells.length > 0) {
          records.push({ row, cells });
          if (records.length > SHEET_LIMITS.rows + 1) throw tooManyRows();
        }
      },
    });
    return records;
  } finally {
    zip.close();
  }
}
