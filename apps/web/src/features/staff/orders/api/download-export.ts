// GET /admin/exports/{kind}.csv?from=&to= (READ_ORDERS): a CSV for the accountant, saved by the
// browser under the name the server gives.
import { exportFileName, type ExportKind } from '@shop/shared/exports';
import { downloadApiFile } from '@/lib/save-file.ts';

export const downloadExport = (kind: ExportKind, from: string, to: string) =>
  downloadApiFile(
    `/admin/exports/${kind}.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    exportFileName(kind, from, to),
  );
