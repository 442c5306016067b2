// /admin/import-products (CREATE_PRODUCT): bulk intake from a CSV or XLSX sheet with pictures
// (docs/product-import.md). "Sprawdź plik" is a dry run (the pictures' names only, nothing is
// saved); "Importuj" sends the pictures with a progress bar and writes every row or none.
import { useState } from 'react';
import { Download, FileCheck2, Upload } from 'lucide-react';
import type { ImportReport } from '@shop/shared/product-import';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { downloadImportTemplate, importProducts } from '../api/import-products.ts';
import { PicturePicker, SheetPicker } from '../components/import-files.tsx';
import { ImportReportView } from '../components/import-report.tsx';
import { UploadProgress } from '../components/upload-progress.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

const FAILED = 'Nie udało się wykonać importu. Spróbuj ponownie.';

type Running = { dryRun: boolean; sent: number } | null;

export default function ImportProductsPage() {
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [running, setRunning] = useState<Running>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(dryRun: boolean) {
    if (!sheet) return;
    setRunning({ dryRun, sent: 0 });
    setFailure(null);
    try {
      const answer = await importProducts({ sheet, pictures }, dryRun, (share) =>
        setRunning({ dryRun, sent: Math.round(share * 100) }),
      );
      setReport(answer);
      if (answer.imported) {
        await queryClient.invalidateQueries();
        toast({ title: 'Zaimportowano', description: answer.message });
      }
    } catch (error) {
      setReport(null);
      setFailure(errorMessage(error, FAILED));
    } finally {
      setRunning(null);
    }
  }

  const busy = running !== null;
  const sending = running && !running.dryRun && pictures.length > 0;
  return (
    <StaffPage
      title="Import produktów"
      width="wide"
      description="Dodaj wiele produktów naraz z arkusza CSV lub XLSX, razem ze zdjęciami. Import zapisuje wszystkie wiersze albo żaden; ten sam plik zaimportowany drugi raz niczego nie dubluje."
      actions={
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            downloadImportTemplate().catch(() =>
              toast({
                title: 'Błąd',
                description: 'Nie udało się pobrać wzoru pliku.',
                variant: 'destructive',
              }),
            )
          }
        >
          <Download aria-hidden="true" />
          Pobierz wzór pliku (CSV)
        </Button>
      }
    >
      <div className="grid gap-6">
        <Card>
          <CardContent className="grid gap-6">
            <SheetPicker
              sheet={sheet}
              disabled={busy}
              onChange={(file) => {
                setSheet(file);
                setReport(null);
              }}
            />
            <PicturePicker
              pictures={pictures}
              disabled={busy}
              onChange={(files) => {
                setPictures(files);
                setReport(null);
              }}
            />
            <p className="text-sm text-slate-600">
              Wiersze dopasowujemy po kolumnie SKU, a bez niej po EAN w tej samej kolekcji: taki
              wiersz aktualizuje istniejący produkt (bez zmiany stanu magazynowego). Ceny wpisuj z
              przecinkiem („1 299,00”); kolekcję, kategorię i stan podaj tak, jak w panelu.
            </p>
            {sending && (
              <UploadProgress
                value={running.sent}
                label={
                  running.sent < 100
                    ? 'Przesyłanie zdjęć'
                    : 'Zdjęcia przesłane, zapisywanie produktów…'
                }
              />
            )}
            {failure && <Alert>{failure}</Alert>}
            <div className="flex flex-wrap gap-3">
              <Button
                type="button"
                variant="outline"
                disabled={!sheet || busy}
                loading={running?.dryRun === true}
                onClick={() => void run(true)}
              >
                <FileCheck2 aria-hidden="true" />
                Sprawdź plik
              </Button>
              <Button
                type="button"
                disabled={!sheet || busy}
                loading={running?.dryRun === false}
                onClick={() => void run(false)}
              >
                <Upload aria-hidden="true" />
                Importuj
              </Button>
            </div>
          </CardContent>
        </Card>
        {report && <ImportReportView key={`${report.dryRun}-${report.message}`} report={report} />}
      </div>
    </StaffPage>
  );
}
