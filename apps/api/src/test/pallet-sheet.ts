// A supplier's pallet as an import sheet, for the bounds test and bench:import: the required
// columns, one single piece a row, as a workbook (with a styled cell in column XFD, as supplier
// sheets carry) or as a Polish Excel CSV.
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '@shop/shared/product-import';

export const PALLET_HEADER = (
  [
    'drop',
    'sku',
    'name',
    'description',
    'msrp',
    'purchasePrice',
    'stock',
    'category',
    'condition',
  ] as const
).map((column) => IMPORT_COLUMNS[column]);

/** Row `n` of a pallet for the drop named (or numbered) `drop`. */
export const palletRow = (drop: string, n: number) => [
  drop,
  `PALETA-${n}`,
  `Czajnik z palety ${n}`,
  'Zwrot konsumencki, sprawdzony.',
  '149,99',
  '30,00',
  '1',
  'Dom i Ogród',
  'Po zwrocie/używany',
];

/** `count` rows of the pallet under its header. */
export const palletTable = (drop: string, count: number) => [
  PALLET_HEADER,
  ...Array.from({ length: count }, (_, i) => palletRow(drop, i + 1)),
];

/** The table as XLSX, the header row formatted out to the last column (XFD). */
export async function palletXlsx(table: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Paleta');
  sheet.addRows(table);
  sheet.getCell('XFD1').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The table as CSV with ";" between cells. */
export const palletCsv = (table: string[][]) =>
  Buffer.from(table.map((cells) => cells.join(';')).join('\r\n'));
