// POST /admin/products/import (CREATE_PRODUCT): the sheet first, then the pictures. A dry run
// sends only the pictures' names (a ZIP goes whole: its names are inside it); the real run
// sends the files, with upload progress. Both answer a report; a real run with errors answers
// it with 422 and writes nothing. GET .../template.csv is the file to start from.
import { importReportSchema, type ImportReport } from '@shop/shared/product-import';
import { apiUpload } from '@/lib/api-client.ts';
import { downloadApiFile } from '@/lib/save-file.ts';

export interface ImportFiles {
  sheet: File;
  pictures: File[];
}

export const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type.includes('zip');

export async function importProducts(
  { sheet, pictures }: ImportFiles,
  dryRun: boolean,
  onProgress?: (share: number) => void,
): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', sheet, sheet.name);
  for (const picture of pictures) {
    if (dryRun && !isZip(picture)) form.append('pictureNames', picture.name);
    else form.append('pictures', picture, picture.name);
  }
  const answer = await apiUpload('/admin/products/import', form, {
    query: { dryRun },
    keep: [422],
    onProgress,
  });
  return importReportSchema.parse(answer.data);
}

export const downloadImportTemplate = () =>
  downloadApiFile('/admin/products/import/template.csv', 'import-produktow.csv');
