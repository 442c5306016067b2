// Bulk product intake (docs/product-import.md): the import file's columns as the template names
// them, how a cell reads, and the answer of POST /api/admin/products/import (dry run or real).
// Used by the API to read the file and by the staff page to show the answer.
import { z } from 'zod';
import {
  CATEGORIES,
  CONDITIONS,
  PRICE_TYPES,
  categoryLabels,
  conditionLabels,
  priceTypeLabels,
} from './enums.ts';

/** The columns of an import file, in the template's order, with the header the template writes. */
export const IMPORT_COLUMNS = {
  drop: 'Kolekcja',
  sku: 'SKU',
  name: 'Nazwa',
  description: 'Opis',
  msrp: 'Cena rynkowa',
  price: 'Cena',
  purchasePrice: 'Cena zakupu',
  stock: 'Stan magazynowy',
  category: 'Kategoria',
  condition: 'Stan produktu',
  priceType: 'Typ ceny',
  sourceUrl: 'Źródło (URL)',
  manufacturer: 'Producent',
  model: 'Model',
  gtin: 'EAN',
  serialNumber: 'Numer seryjny',
  safetyInformation: 'Ostrzeżenia i bezpieczeństwo',
  inspectionNotes: 'Opis kontroli',
  pictures: 'Zdjęcia',
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;

/** Columns a file must have (the others may be left out or empty). */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'drop',
  'name',
  'description',
  'purchasePrice',
  'stock',
  'category',
  'condition',
];

/** Most rows one file may hold. */
export const MAX_IMPORT_ROWS = 5000;
/** Most columns (A to BL) a file's values may reach. */
export const MAX_IMPORT_COLUMNS = 64;
/** Longest text of one cell. */
export const MAX_IMPORT_CELL_CHARS = 10_000;
/** Longest picture file name (a field of the form, or a ZIP entry's name). */
export const MAX_PICTURE_NAME_CHARS = 255;
/** Unused pictures named in the answer, at most (the rest are counted). */
export const MAX_LISTED_UNUSED = 100;

/** A header or a label as compared: lower case, no Polish letters, only letters and digits. */
export function foldLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Other headers a column is known by (English names, the API's field names). */
const HEADER_ALIASES: Partial<Record<ImportColumn, string[]>> = {
  drop: ['drop', 'dropId', 'kolekcja ID'],
  name: ['name', 'nazwa produktu'],
  description: ['description'],
  msrp: ['msrp', 'market price'],
  price: ['price', 'cena statyczna'],
  purchasePrice: ['purchase price', 'purchasePrice'],
  stock: ['stock', 'sztuk', 'ilość'],
  category: ['category'],
  condition: ['condition', 'stan'],
  priceType: ['price type', 'priceType'],
  sourceUrl: ['source url', 'sourceUrl', 'źródło', 'url'],
  manufacturer: ['manufacturer', 'brand', 'marka'],
  gtin: ['gtin', 'ean/gtin', 'kod EAN'],
  serialNumber: ['serial number', 'serialNumber', 'numer seryjny lub partii'],
  safetyInformation: ['safety information', 'safetyInformation', 'ostrzeżenia'],
  inspectionNotes: ['inspection notes', 'inspectionNotes', 'kontrola'],
  pictures: ['pictures', 'images', 'zdjęcie', 'pliki zdjęć'],
};

const columnByHeader = new Map<string, ImportColumn>(
  (Object.keys(IMPORT_COLUMNS) as ImportColumn[]).flatMap((column) =>
    [IMPORT_COLUMNS[column], column, ...(HEADER_ALIASES[column] ?? [])].map(
      (header) => [foldLabel(header), column] as const,
    ),
  ),
);

/** The column a header names, or undefined for a column the import does not read. */
export const columnOfHeader = (header: string): ImportColumn | undefined =>
  columnByHeader.get(foldLabel(header));

/**
 * A label (Polish, as the shop shows it, or the code, or one of `synonyms`) -> its value;
 * undefined when unknown.
 */
function labelReader<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  synonyms: Record<string, T> = {},
) {
  const byLabel = new Map<string, T>();
  for (const value of values) {
    byLabel.set(foldLabel(value), value);
    byLabel.set(foldLabel(labels[value]), value);
  }
  for (const [synonym, value] of Object.entries(synonyms)) byLabel.set(foldLabel(synonym), value);
  return (text: string) => byLabel.get(foldLabel(text));
}

export const readCategory = labelReader(CATEGORIES, categoryLabels);
export const readCondition = labelReader(CONDITIONS, conditionLabels, {
  'Po zwrocie': 'USED',
  Używany: 'USED',
  Uszkodzony: 'DEFECTIVE',
});
export const readPriceType = labelReader(PRICE_TYPES, priceTypeLabels, {
  Dynamiczna: 'DYNAMIC_LEVELS',
});

/** A cell's list of picture file names: separated by commas, semicolons, bars or new lines. */
export function pictureNamesOf(cell: string): string[] {
  return cell
    .split(/[,;|\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** Whether a ZIP entry is a picture to read: not a folder, nor macOS's "__MACOSX" copies. */
export const isPictureEntry = (name: string) =>
  !name.endsWith('/') && !name.startsWith('__MACOSX/');

/** How a picture's file name is matched: its last path part, in lower case. */
export const pictureKey = (fileName: string) =>
  (fileName.split(/[\\/]/).pop() ?? fileName).trim().toLowerCase();

// ---------------------------------------------------------------- the answer

export const IMPORT_ACTIONS = ['CREATE', 'UPDATE', 'UNCHANGED', 'ERROR'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const importActionLabels: Record<ImportAction, string> = {
  CREATE: 'Nowy produkt',
  UPDATE: 'Aktualizacja',
  UNCHANGED: 'Bez zmian',
  ERROR: 'Błąd',
};

export const importErrorSchema = z.object({
  /** The column's header as the template writes it ("Cena rynkowa"), or "Zdjęcia". */
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importRowSchema = z.object({
  /** The row's number in the file, as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** The product created or updated (or that would be); null for a new one in a dry run. */
  productId: z.number().int().nullable(),
  name: z.string(),
  /** Pictures the row adds (pictures already attached from the same file are not counted). */
  pictures: z.number().int(),
  errors: z.array(importErrorSchema),
  /** What the import leaves as it is and says so (e.g. the stock of a product it updates). */
  notes: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** The real run wrote its rows (false for a dry run and for a file with errors). */
  imported: z.boolean(),
  message: z.string(),
  summary: z.object({
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
    pictures: z.number().int(),
  }),
  rows: z.array(importRowSchema),
  /** Pictures sent that no row names (left out): the first MAX_LISTED_UNUSED of them. */
  unusedPictures: z.array(z.string()),
  /** How many such pictures were sent in all (more than the list when it was cut). */
  unusedPictureCount: z.number().int().optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun przyjmuje wartości true albo false' })
    .optional()
    .transform((value) => value === 'true'),
});
