// One import row -> the product body POST /api/products takes (checked by the same schema, so an
// imported product obeys every rule a typed one does), with the row's SKU, its picture names and
// each problem as { column, message } in Polish.
import { createProductInputSchema, type NewProduct } from '@shop/shared/catalogue';
import {
  IMPORT_COLUMNS,
  foldLabel,
  pictureNamesOf,
  readCategory,
  readCondition,
  readPriceType,
  type ImportColumn,
  type ImportError,
} from '@shop/shared/product-import';
import { groszeFromText, toGrosze } from '@shop/shared/money';
import type { Cell, SheetRow } from './sheet.ts';

export interface DropName {
  id: number;
  name: string;
  slug: string;
}

/** What rows name: the drops and the manufacturers registry. */
export interface Lookups {
  drops: DropName[];
  manufacturers: { id: number; name: string }[];
}

export interface RowReading {
  row: number;
  name: string;
  sku: string | null;
  /** The checked product body; null when the row has errors. */
  product: NewProduct | null;
  pictures: string[];
  errors: ImportError[];
}

const SKU = /^[\p{L}\p{N}._\-/]{1,64}$/u;

/** The body's field -> the column that gave it. */
const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  dropId: 'drop',
  manufacturerId: 'manufacturer',
};

const text = (cell: Cell | undefined) => (cell === undefined ? undefined : String(cell).trim());

function money(cell: Cell | undefined): number | null | undefined {
  if (cell === undefined) return undefined;
  const grosze = typeof cell === 'number' ? toGrosze(cell) : groszeFromText(cell);
  return grosze === undefined ? undefined : Number.isNaN(grosze) ? null : grosze;
}

/** Finds the drop a cell names: its ID, its address (slug) or its exact name. */
function findDrop(cell: string, drops: DropName[]): DropName | string {
  const byId = /^\d+$/.test(cell) ? drops.find((drop) => drop.id === Number(cell)) : undefined;
  if (byId) return byId;
  const bySlug = drops.find((drop) => drop.slug === cell.toLowerCase());
  if (bySlug) return bySlug;
  const byName = drops.filter((drop) => foldLabel(drop.name) === foldLabel(cell));
  if (byName.length === 1) return byName[0]!;
  if (byName.length > 1) {
    return `Kilka kolekcji nazywa się „${cell}”: podaj numer ID kolekcji (${byName.map((d) => d.id).join(', ')})`;
  }
  return `Nie ma kolekcji „${cell}”: podaj jej nazwę, adres albo numer ID`;
}

export function readRow({ row, cells }: SheetRow, lookups: Lookups): RowReading {
  const errors: ImportError[] = [];
  const fail = (column: ImportColumn, message: string) =>
    errors.push({ column: IMPORT_COLUMNS[column], message });

  const dropCell = text(cells.drop);
  const drop = dropCell ? findDrop(dropCell, lookups.drops) : undefined;
  if (typeof drop === 'string') fail('drop', drop);

  const sku = text(cells.sku) ?? null;
  if (sku !== null && !SKU.test(sku)) {
    fail('sku', 'SKU może mieć do 64 liter, cyfr i znaków . _ - /');
  }

  const manufacturerCell = text(cells.manufacturer);
  let manufacturerId: number | undefined;
  if (manufacturerCell) {
    const found = lookups.manufacturers.find(
      (m) => foldLabel(m.name) === foldLabel(manufacturerCell),
    );
    if (found) manufacturerId = found.id;
    else
      fail(
        'manufacturer',
        `Nie ma producenta „${manufacturerCell}” w rejestrze: dodaj go w „Producenci” albo popraw nazwę`,
      );
  }

  const enumCell = <T>(column: ImportColumn, read: (label: string) => T | undefined) => {
    const cell = text(cells[column]);
    if (cell === undefined) return undefined;
    const value = read(cell);
    if (value === undefined) fail(column, `Nieznana wartość „${cell}”: wybierz jedną z wzoru`);
    return value;
  };
  const amount = (column: 'msrp' | 'price' | 'purchasePrice') => {
    const value = money(cells[column]);
    if (value === null) fail(column, `Nieprawidłowa kwota „${text(cells[column])}” (np. 1 299,00)`);
    return value ?? undefined;
  };
  const stockCell = cells.stock;
  const stock =
    stockCell === undefined
      ? undefined
      : typeof stockCell === 'number'
        ? stockCell
        : /^\d+$/.test(stockCell.replace(/\s/g, ''))
          ? Number(stockCell.replace(/\s/g, ''))
          : Number.NaN;
  if (Number.isNaN(stock)) fail('stock', 'Stan magazynowy musi być liczbą całkowitą >= 1');

  const input = {
    dropId: typeof drop === 'object' ? drop.id : undefined,
    name: text(cells.name),
    description: text(cells.description),
    msrp: amount('msrp'),
    price: amount('price'),
    purchasePrice: amount('purchasePrice'),
    priceType: enumCell('priceType', readPriceType) ?? 'DYNAMIC_LEVELS',
    stock,
    category: enumCell('category', readCategory),
    condition: enumCell('condition', readCondition),
    sourceUrl: text(cells.sourceUrl) ?? null,
    manufacturerId: manufacturerId ?? null,
    model: text(cells.model) ?? null,
    gtin: text(cells.gtin) ?? null,
    serialNumber: text(cells.serialNumber) ?? null,
    safetyInformation: text(cells.safetyInformation) ?? null,
    inspectionNotes: text(cells.inspectionNotes) ?? null,
  };
  const parsed = createProductInputSchema.safeParse(input);
  if (!parsed.success) {
    const already = new Set(errors.map((error) => error.column));
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      const column = COLUMN_OF_FIELD[field] ?? (field as ImportColumn);
      const header = IMPORT_COLUMNS[column] ?? field;
      // A cell already refused above (an unknown label, a bad amount) is not refused twice.
      if (!already.has(header)) {
        errors.push({ column: header, message: issue.message });
        already.add(header);
      }
    }
  }
  return {
    row,
    name: input.name ?? '',
    sku,
    product: errors.length === 0 && parsed.success ? parsed.data : null,
    pictures: pictureNamesOf(text(cells.pictures) ?? ''),
    errors,
  };
}
