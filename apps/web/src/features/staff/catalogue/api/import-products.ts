// POST /admin/products/import (CREATE_PRODUCT): the sheet first, then the pictures. A dry run
// sends only the pictures' names, also those inside a ZIP: unzipit reads the archive's
// directory from the end of the file, so a dry run uploads no picture, however big the ZIP
// (one the browser cannot read goes whole, for the server to report). The real run sends the
// files, with upload progress. Both answer a report; a real run with errors answers it with 422
// and writes nothing. GET .../template.csv is the file to start from.
import { importReportSchema, isPictureEntry, type ImportReport } from '@shop/shared/product-import';
import { apiUpload } from '@/lib/api-client.ts';
import { downloadApiFile } from '@/lib/save-file.ts';

export interface ImportFiles {
  sheet: File;
  pictures: File[];
}

export const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type.includes('zip');

/** The pictures' names in a ZIP, read from its directory alone; null when it cannot be read. */
async function namesInZip(zip: File): Promise<string[] | null> {
  try {
    // Loaded when a ZIP is chosen for a dry run: the rest of the panel never needs it.
    const { unzipRaw } = await import('unzipit');
    const { entries } = await unzipRaw(zip);
    return entries.map((entry) => entry.name).filter(isPictureEntry);
  } catch {
    return null;
  }
}

export async function importProducts(
  { sheet, pictures }: ImportFiles,
  dryRun: boolean,
  onProgress?: (share: number) => void,
): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', sheet, sheet.name);
  for (const picture of pictures) {
    if (!dryRun) form.append('pictures', picture, picture.name);
    else if (!isZip(picture)) form.append('pictureNames', picture.name);
    else {
      const names = await namesInZip(picture);
      if (names) for (const name of names) form.append('pictureNames', name);
      else form.append('pictures', picture, picture.name);
    }
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
