// The import file's template: the header row and one example row that imports as it is into the
// newest drop (its SKU names that drop, so importing it twice creates nothing new). Written as
// Polish Excel reads a CSV: UTF-8 with a BOM, ";" between cells, decimal commas.
import { categoryLabels, conditionLabels, priceTypeLabels } from '@shop/shared/enums';
import { IMPORT_COLUMNS, foldLabel, type ImportColumn } from '@shop/shared/product-import';
import type { Executor } from '../../db/client.ts';
import { CSV_BOM, csvLines } from '../../http/csv.ts';
import { listDropNames } from '../../modules/drops/index.ts';
import { listManufacturers } from '../../modules/products/index.ts';

export async function importTemplate(db: Executor): Promise<string> {
  const [drops, manufacturers] = await Promise.all([listDropNames(db), listManufacturers(db)]);
  const drop = drops[0];
  const sameName = drops.filter((d) => drop && foldLabel(d.name) === foldLabel(drop.name));
  const example: Record<ImportColumn, string> = {
    drop: drop ? (sameName.length > 1 ? String(drop.id) : drop.name) : '',
    sku: drop ? `WZOR-${drop.id}-001` : 'WZOR-001',
    name: 'Czajnik elektryczny 1,7 l (po zwrocie)',
    description:
      'Zwrot konsumencki, sprawdzony: działa, drobna rysa na obudowie. Komplet z podstawą.',
    msrp: '199,00',
    price: '',
    purchasePrice: '45,50',
    stock: '1',
    category: categoryLabels.HOME_AND_GARDEN,
    condition: conditionLabels.USED,
    priceType: priceTypeLabels.DYNAMIC_LEVELS,
    sourceUrl: '',
    manufacturer: manufacturers[0]?.name ?? '',
    model: 'CE-1700',
    gtin: '5901234123457',
    serialNumber: '',
    safetyInformation:
      'Nie zanurzać w wodzie. Używać tylko z dołączoną podstawą. Nie napełniać powyżej znaku MAX.',
    inspectionNotes: 'Sprawdzono działanie i szczelność; rysa 2 cm na boku obudowy.',
    pictures: '',
  };
  const columns = Object.keys(IMPORT_COLUMNS) as ImportColumn[];
  return `${CSV_BOM}${csvLines([
    columns.map((column) => IMPORT_COLUMNS[column]),
    columns.map((column) => example[column]),
  ])}`;
}
