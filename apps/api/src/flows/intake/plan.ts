// What an import would do with each row, before any picture arrives: the row read and checked
// (rows.ts), the product it matches (by the shop's SKU anywhere, else by EAN within the row's
// drop), whether that changes anything, and the rules a file must keep (a SKU or an EAN used
// twice in it). Reads only; writing is apply.ts's.
import {
  IMPORT_COLUMNS,
  pictureKey,
  type ImportAction,
  type ImportError,
} from '@shop/shared/product-import';
import { missingSafetyData, safetyDataMissingMessage } from '@shop/shared/product-safety';
import type { Executor } from '../../db/client.ts';
import { listDropNames } from '../../modules/drops/index.ts';
import { listManufacturers } from '../../modules/products/index.ts';
import type { ProductRow } from '../../modules/products/index.ts';
import {
  findImportMatches,
  importChanges,
  importedPictureHashes,
} from '../../modules/products/index.ts';
import type { ProductRules } from '../../modules/products/index.ts';
import { mapInTurns } from '../../runtime/turns.ts';
import { readRow, type RowReading } from './rows.ts';
import type { SheetRow } from './sheet.ts';

export interface PlannedRow extends RowReading {
  match: ProductRow | null;
  /** SHA-256 of the files the matched product's pictures were made from. */
  knownPictures: Set<string>;
  notes: string[];
}

export interface Plan {
  rows: PlannedRow[];
  /** A picture's key (pictureKey) -> the rows that name it. */
  pictureRows: Map<string, PlannedRow[]>;
}

const COLUMN_OF_MISSING: [string, keyof typeof IMPORT_COLUMNS][] = [
  ['producent', 'manufacturer'],
  ['model', 'model'],
  ['identyfikator', 'gtin'],
  ['ostrzeżenia', 'safetyInformation'],
];

/** GPSR art. 19's data the row lacks, one error per item in its own column. */
function safetyErrors(reading: RowReading): ImportError[] {
  const product = reading.product;
  if (!product) return [];
  const missing = missingSafetyData({
    manufacturerId: product.manufacturerId ?? null,
    model: product.model ?? null,
    gtin: product.gtin ?? null,
    serialNumber: product.serialNumber ?? null,
    safetyInformation: product.safetyInformation ?? null,
    inspectionNotes: product.inspectionNotes ?? null,
    placedBeforeGpsr: false,
  });
  return missing.map((label) => {
    const column = COLUMN_OF_MISSING.find(([start]) => label.startsWith(start))?.[1] ?? 'name';
    return { column: IMPORT_COLUMNS[column], message: safetyDataMissingMessage([label]) };
  });
}

/** The products the file may name, found by SKU and by drop and EAN. */
interface Matches {
  bySku: Map<string, ProductRow>;
  byDropGtin: Map<string, ProductRow[]>;
}

function indexMatches(found: ProductRow[]): Matches {
  const bySku = new Map<string, ProductRow>();
  const byDropGtin = new Map<string, ProductRow[]>();
  for (const row of found) {
    if (row.sku !== null && !bySku.has(row.sku)) bySku.set(row.sku, row);
    if (row.gtin) {
      const key = `${row.dropId}:${row.gtin}`;
      byDropGtin.set(key, [...(byDropGtin.get(key) ?? []), row]);
    }
  }
  return { bySku, byDropGtin };
}

/** The product a row names; a string says why none can be chosen. */
function matchOf(reading: RowReading, found: Matches): ProductRow | null | string {
  const product = reading.product!;
  if (reading.sku !== null) {
    const bySku = found.bySku.get(reading.sku);
    if (bySku) {
      return bySku.dropId === product.dropId
        ? bySku
        : `Produkt o SKU ${reading.sku} (ID ${bySku.id}) jest w innej kolekcji: przenieś go w panelu albo zmień SKU`;
    }
  }
  if (!product.gtin) return null;
  const byGtin = (found.byDropGtin.get(`${product.dropId}:${product.gtin}`) ?? []).filter(
    (row) => reading.sku === null || row.sku === null,
  );
  if (byGtin.length > 1) {
    return `W tej kolekcji jest kilka produktów z EAN ${product.gtin}: dodaj kolumnę SKU, by wskazać sztukę`;
  }
  return byGtin[0] ?? null;
}

/** Errors of a row repeating an earlier one's SKU or (in the same drop, without SKU) EAN. */
function repeatChecker() {
  const skus = new Map<string, number>();
  const gtins = new Map<string, number>();
  return (reading: RowReading): ImportError | null => {
    const product = reading.product!;
    if (reading.sku !== null) {
      const first = skus.get(reading.sku.toLowerCase());
      if (first !== undefined) {
        return { column: IMPORT_COLUMNS.sku, message: `SKU powtarza się (wiersz ${first})` };
      }
      skus.set(reading.sku.toLowerCase(), reading.row);
      return null;
    }
    if (!product.gtin) return null;
    const key = `${product.dropId}:${product.gtin}`;
    const first = gtins.get(key);
    if (first !== undefined) {
      return {
        column: IMPORT_COLUMNS.gtin,
        message: `EAN powtarza się w tej kolekcji (wiersz ${first}): dodaj kolumnę SKU, by rozróżnić sztuki`,
      };
    }
    gtins.set(key, reading.row);
    return null;
  };
}

export async function planImport(
  db: Executor,
  sheet: SheetRow[],
  rules: ProductRules,
): Promise<Plan> {
  const [drops, manufacturers] = await Promise.all([listDropNames(db), listManufacturers(db)]);
  const readings = await mapInTurns(sheet, (row) => readRow(row, { drops, manufacturers }));
  const valid = readings.filter((reading) => reading.product !== null);
  const found = await findImportMatches(db, {
    skus: valid.flatMap((reading) => (reading.sku ? [reading.sku] : [])),
    gtins: valid.flatMap((reading) => (reading.product!.gtin ? [reading.product!.gtin] : [])),
    dropIds: [...new Set(valid.map((reading) => reading.product!.dropId))],
  });
  const hashes = await importedPictureHashes(
    db,
    found.map((row) => row.id),
  );
  const matches = indexMatches(found);
  const repeated = repeatChecker();
  const rows = await mapInTurns(readings, (reading): PlannedRow => {
    const planned: PlannedRow = { ...reading, match: null, knownPictures: new Set(), notes: [] };
    if (reading.product === null) return planned;
    const repeat = repeated(reading);
    const match = matchOf(reading, matches);
    if (repeat) planned.errors.push(repeat);
    if (typeof match === 'string') {
      planned.errors.push({ column: IMPORT_COLUMNS.sku, message: match });
    } else if (match) {
      planned.match = match;
      planned.knownPictures = hashes.get(match.id) ?? new Set();
      if (match.stock !== reading.product.stock) {
        planned.notes.push(
          `Stan magazynowy zostaje ${match.stock} szt.: import nie zmienia stanu istniejącego produktu (zmień go w formularzu produktu)`,
        );
      }
    }
    if (rules.safetyRequired && !planned.match?.placedBeforeGpsr) {
      planned.errors.push(...safetyErrors(reading));
    }
    return planned;
  });
  const pictureRows = new Map<string, PlannedRow[]>();
  for (const row of rows) {
    for (const name of row.pictures) {
      const key = pictureKey(name);
      pictureRows.set(key, [...(pictureRows.get(key) ?? []), row]);
    }
  }
  return { rows, pictureRows };
}

/** What the row does: ERROR with any error, else CREATE, UPDATE or UNCHANGED. */
export function actionOf(row: PlannedRow, newPictures: number): ImportAction {
  if (row.errors.length > 0 || row.product === null) return 'ERROR';
  if (!row.match) return 'CREATE';
  return newPictures > 0 || importChanges(row.match, row.product, row.sku) ? 'UPDATE' : 'UNCHANGED';
}
