// /admin/exports (READ_ORDERS): the month's numbers for the accountant. Staff pick a range of
// days (last month by default, as the accountant asks for it) and download orders, invoices,
// refunds or returns as CSV files that Polish Excel opens as they are (docs/exports.md). Orders
// and invoices hold shoppers' personal data: without READ_CUSTOMERS their download is shown as
// not allowed, and every download is in the audit trail.
import { useState } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import {
  EXPORT_KINDS,
  PERSONAL_EXPORTS,
  exportKindLabels,
  type ExportKind,
} from '@shop/shared/exports';
import { scopeLabels } from '@shop/shared/scopes';
import { warsawCalendarDate, warsawParts } from '@shop/shared/warsaw-time';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { downloadExport } from '../api/download-export.ts';
import { StaffPage } from '../../shell/components/staff-page.tsx';

const descriptions: Record<ExportKind, string> = {
  orders:
    'Każde zamówienie złożone w tych dniach: kwoty brutto, netto i VAT, płatność, zwroty, paragon.',
  invoices:
    'Faktury i faktury korygujące wystawione w tych dniach, z numerem KSeF i datą płatności.',
  refunds: 'Zwroty pieniędzy zlecone w tych dniach: kwota, powód, stan rozliczenia.',
  returns: 'Odstąpienia od umowy i reklamacje zgłoszone w tych dniach, z decyzjami.',
};

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** The previous and the current Warsaw month, as "RRRR-MM-DD" pairs. */
function months(now = new Date()) {
  const { year, month } = warsawParts(now);
  return {
    last: { from: iso(year, month - 1, 1), to: iso(year, month, 0) },
    current: { from: iso(year, month, 1), to: warsawCalendarDate(now) },
  };
}

export default function ExportsPage() {
  const presets = months();
  const [range, setRange] = useState(presets.last);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const auth = useAuth();
  const allowed = (kind: ExportKind) =>
    !PERSONAL_EXPORTS.includes(kind) || auth.hasScope('READ_CUSTOMERS');

  async function download(kind: ExportKind) {
    setBusy(kind);
    setFailure(null);
    try {
      await downloadExport(kind, range.from, range.to);
    } catch (error) {
      setFailure(errorMessage(error, 'Nie udało się pobrać pliku. Spróbuj ponownie.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <StaffPage
      title="Eksport"
      description="Pliki CSV dla księgowości: separator „;”, przecinek dziesiętny, polskie znaki — Excel otwiera je bez ustawień."
    >
      <div className="grid gap-6">
        <Card>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setRange(presets.last)}
              >
                Poprzedni miesiąc
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setRange(presets.current)}
              >
                Ten miesiąc
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="grid gap-1.5 text-sm font-medium text-slate-800">
                Od dnia
                <Input
                  type="date"
                  value={range.from}
                  onChange={(event) => setRange({ ...range, from: event.target.value })}
                />
              </label>
              <label className="grid gap-1.5 text-sm font-medium text-slate-800">
                Do dnia (włącznie)
                <Input
                  type="date"
                  value={range.to}
                  onChange={(event) => setRange({ ...range, to: event.target.value })}
                />
              </label>
            </div>
            {failure && <Alert>{failure}</Alert>}
          </CardContent>
        </Card>
        <ul className="grid gap-4 sm:grid-cols-2">
          {EXPORT_KINDS.map((kind) => (
            <li key={kind}>
              <Card className="h-full">
                <CardContent className="grid h-full content-between gap-4">
                  <div className="flex items-start gap-3">
                    <FileSpreadsheet
                      className="mt-0.5 size-5 shrink-0 text-brand-700"
                      aria-hidden="true"
                    />
                    <div className="grid gap-1">
                      <h2 className="font-semibold text-slate-900">{exportKindLabels[kind]}</h2>
                      <p className="text-sm text-slate-600">{descriptions[kind]}</p>
                      {PERSONAL_EXPORTS.includes(kind) && (
                        <p className="text-xs text-slate-500">
                          {allowed(kind)
                            ? 'Zawiera dane osobowe klientów: pobranie trafia do historii zmian.'
                            : `Zawiera dane osobowe klientów: potrzebne też uprawnienie „${scopeLabels.READ_CUSTOMERS}”.`}
                        </p>
                      )}
                    </div>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    loading={busy === kind}
                    disabled={busy !== null || !allowed(kind)}
                    aria-label={`Pobierz CSV: ${exportKindLabels[kind]}`}
                    onClick={() => void download(kind)}
                  >
                    <Download aria-hidden="true" />
                    Pobierz CSV
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </StaffPage>
  );
}
