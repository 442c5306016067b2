// "Niesprzedane sztuki" on a drop's edit page: the pieces the drop left unsold and off sale
// (withdrawn by staff, or on day 14), moved in one action into a drop that has not started yet.
// Their prices start again at its opening (decision 017 says how the 30-day lowest price reads
// their earlier ones).
import { useState } from 'react';
import { PackageOpen } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDayAndTime } from '@shop/shared/warsaw-time';
import { plural } from '@shop/shared/stock-words';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { STAFF_DROPS_KEY } from '../api/get-staff-drops.ts';
import { redrop, useUnsold, useUpcomingDrops } from '../api/redrop.ts';

export function DropRedrop({ dropId }: { dropId: number }) {
  const queryClient = useQueryClient();
  const unsold = useUnsold(dropId);
  const upcoming = useUpcomingDrops();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const products = unsold.data ?? [];
  if (products.length === 0) return null;
  const pieces = products.reduce((sum, product) => sum + product.stock, 0);
  const targets = (upcoming.data?.items ?? []).filter((drop) => drop.id !== dropId);
  const targetDrop = targets.find((drop) => String(drop.id) === target);

  async function move() {
    if (!targetDrop) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await redrop(dropId, targetDrop.id);
      const count = result.productIds.length;
      toast({
        title: 'Przeniesiono',
        description: `${count} ${plural(count, ['produkt', 'produkty', 'produktów'])} w kolekcji „${targetDrop.name}”.`,
      });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: STAFF_DROPS_KEY });
    } catch (error) {
      setFailure(errorMessage(error, 'Nie udało się przenieść sztuk. Spróbuj ponownie.'));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-3">
          <PackageOpen className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold text-slate-900">Niesprzedane sztuki</h2>
            <p className="text-sm text-slate-600" data-testid="redrop-count">
              {products.length} {plural(products.length, ['produkt', 'produkty', 'produktów'])} (
              {pieces} {plural(pieces, ['sztuka', 'sztuki', 'sztuk'])}) wycofanych ze sprzedaży.
              Przenieś je do kolekcji, która jeszcze się nie zaczęła: ich ceny zaczną się od nowa w
              chwili jej startu.
            </p>
          </div>
        </div>
        {targets.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nie ma kolekcji przed startem. Utwórz nową kolekcję, by przenieść do niej sztuki.
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-64 gap-1.5">
              <label htmlFor="redrop-target" className="text-sm font-medium text-slate-800">
                Nowa kolekcja
              </label>
              <Select
                id="redrop-target"
                value={target}
                onValueChange={setTarget}
                placeholder="Wybierz kolekcję"
                options={targets.map((drop) => ({
                  value: String(drop.id),
                  label: `${drop.name} (start ${formatDayAndTime(drop.dropTime)})`,
                }))}
              />
            </div>
            <Button
              type="button"
              disabled={!targetDrop || busy}
              onClick={() => setConfirming(true)}
            >
              Przenieś do nowej kolekcji
            </Button>
          </div>
        )}
        {failure && <Alert>{failure}</Alert>}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Przenieść niesprzedane sztuki?"
        description={`${products.length} ${plural(products.length, ['produkt trafi', 'produkty trafią', 'produktów trafi'])} do kolekcji „${targetDrop?.name ?? ''}” i ${plural(products.length, ['wróci', 'wrócą', 'wróci'])} do sprzedaży w chwili jej startu.`}
        confirmLabel="Przenieś"
        loading={busy}
        onConfirm={() => void move()}
      />
    </Card>
  );
}
