// The answer of an import or its dry run: the summary, then a line per row with what was done
// (or would be) and each error with its column, in Polish. With errors, the rows that have them
// come first, so a file of hundreds of rows shows what to fix at once.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  importActionLabels,
  type ImportAction,
  type ImportReport,
  type ImportRow,
} from '@shop/shared/product-import';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { paths } from '@/lib/paths.ts';

const actionTones: Record<ImportAction, BadgeTone> = {
  CREATE: 'success',
  UPDATE: 'info',
  UNCHANGED: 'neutral',
  ERROR: 'danger',
};

function RowLine({ row }: { row: ImportRow }) {
  return (
    <tr className="align-top" data-testid={`import-row-${row.row}`}>
      <td className="px-3 py-2 font-mono text-sm text-slate-600">{row.row}</td>
      <td className="px-3 py-2 text-sm break-words text-slate-900">
        {row.productId !== null ? (
          <Link
            to={paths.adminEditProduct(row.productId)}
            className="font-medium text-brand-700 hover:underline"
          >
            {row.name || `Produkt ${row.productId}`}
          </Link>
        ) : (
          row.name || '—'
        )}
      </td>
      <td className="px-3 py-2">
        <Badge tone={actionTones[row.action]}>{importActionLabels[row.action]}</Badge>
      </td>
      <td className="px-3 py-2 text-sm text-slate-700">{row.pictures}</td>
      <td className="px-3 py-2 text-sm">
        {row.errors.length > 0 && (
          <ul className="grid gap-1 text-red-700">
            {row.errors.map((error) => (
              <li key={`${error.column}:${error.message}`}>
                <span className="font-semibold">{error.column}:</span> {error.message}
              </li>
            ))}
          </ul>
        )}
        {row.notes.length > 0 && (
          <ul className="mt-1 grid gap-1 text-slate-600">
            {row.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

export function ImportReportView({ report }: { report: ImportReport }) {
  const hasErrors = report.summary.errors > 0;
  const [onlyErrors, setOnlyErrors] = useState(hasErrors);
  const rows = onlyErrors ? report.rows.filter((row) => row.action === 'ERROR') : report.rows;
  const { summary } = report;
  return (
    <section aria-labelledby="import-report-heading" className="grid gap-4">
      <h2 id="import-report-heading" className="text-lg font-semibold text-slate-900">
        {report.dryRun ? 'Wynik próby importu' : 'Wynik importu'}
      </h2>
      <Alert tone={hasErrors ? 'error' : report.imported ? 'success' : 'info'}>
        {report.message}
      </Alert>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {(
          [
            ['Wiersze', summary.rows],
            ['Nowe', summary.created],
            ['Zmienione', summary.updated],
            ['Bez zmian', summary.unchanged],
            ['Z błędami', summary.errors],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {report.unusedPictures.length > 0 && (
        <p className="text-sm text-slate-600">
          Pominięte zdjęcia (żaden wiersz ich nie wymienia): {report.unusedPictures.join(', ')}
          {(report.unusedPictureCount ?? 0) > report.unusedPictures.length &&
            ` i ${(report.unusedPictureCount ?? 0) - report.unusedPictures.length} innych`}
        </p>
      )}
      {hasErrors && (
        <Switch
          label="Pokaż tylko wiersze z błędami"
          checked={onlyErrors}
          onCheckedChange={setOnlyErrors}
        />
      )}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Wiersz
              </th>
              <th scope="col" className="px-3 py-2">
                Produkt
              </th>
              <th scope="col" className="px-3 py-2">
                Działanie
              </th>
              <th scope="col" className="px-3 py-2">
                Zdjęcia
              </th>
              <th scope="col" className="px-3 py-2">
                Błędy i uwagi
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <RowLine key={row.row} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
