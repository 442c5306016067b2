// /admin/collections (CREATE_DROP): every drop, newest first, 20 a page, with its start and
// product count; each can be edited, and one without products deleted (after a confirmation).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Drop } from '@shop/shared/catalogue';
import { productCountText } from '@shop/shared/stock-words';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteDrop } from '../api/delete-drop.ts';
import { STAFF_DROPS_PAGE_SIZE, useStaffDrops } from '../api/get-staff-drops.ts';
import { Pagination } from '@/components/pagination.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';
import { WITHDRAWN_AFTER_MS } from '@shop/shared/price-schedule';
import { formatDateTime } from '@shop/shared/warsaw-time';

export default function DropsPage() {
  const [page, setPage] = useState(0);
  const drops = useStaffDrops(page);
  const [deleting, setDeleting] = useState<Drop | null>(null);
  const deleteDrop = useDeleteDrop();
  // Started or not as of opening the page (a render must not read the clock).
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (drops.isError) {
      console.error('Drop list failed', drops.error);
      toast({
        title: 'Błąd',
        description: 'Nie udało się pobrać listy kolekcji.',
        variant: 'destructive',
      });
    }
  }, [drops.isError, drops.error]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteDrop.mutateAsync(deleting.id);
      toast({ title: 'Sukces', description: 'Kolekcja została usunięta.', variant: 'success' });
    } catch (error) {
      const description = isApiError(error, 403)
        ? 'Nie masz uprawnień do usuwania kolekcji.'
        : errorMessage(error, 'Nie udało się usunąć kolekcji. Spróbuj ponownie.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  }

  const items = drops.data?.items ?? [];

  return (
    <StaffPage
      title="Kolekcje"
      description="Popraw dane kolekcji albo usuń kolekcję, która nie ma produktów."
      actions={
        <Button asChild variant="outline">
          <Link to={paths.adminCreateDrop}>
            <Plus aria-hidden="true" />
            Nowa kolekcja
          </Link>
        </Button>
      }
    >
      {drops.isPending ? (
        <PageSpinner />
      ) : items.length === 0 ? (
        <EmptyState icon={Layers} title="Brak kolekcji" />
      ) : (
        <ul aria-label="Kolekcje" className="grid gap-3">
          {items.map((drop) => {
            const stage = dropStage(drop.dropTime, now);
            return (
              <li
                key={drop.id}
                aria-label={drop.name}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words text-slate-900">{drop.name}</span>
                    <Badge tone={stageTones[stage]}>{dropStageLabels[stage]}</Badge>
                  </div>
                  <span className="text-sm text-slate-600">
                    Start: {formatDateTime(drop.dropTime)} · {productCountText(drop.itemQuantity)}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
                    <Link to={paths.adminEditDrop(drop.id)} aria-label={`Edytuj: ${drop.name}`}>
                      <Pencil aria-hidden="true" />
                      Edytuj
                    </Link>
                  </Button>
                  {drop.itemQuantity === 0 && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="flex-1 sm:flex-none"
                      aria-label={`Usuń: ${drop.name}`}
                      onClick={() => setDeleting(drop)}
                    >
                      <Trash2 aria-hidden="true" />
                      Usuń
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4">
        <Pagination
          page={page}
          totalCount={drops.data?.totalCount ?? 0}
          pageSize={STAFF_DROPS_PAGE_SIZE}
          onPageChange={setPage}
          disabled={drops.isFetching}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Usunąć kolekcję?"
        description={
          deleting ? `Kolekcja „${deleting.name}” zostanie usunięta na stałe.` : undefined
        }
        confirmLabel="Usuń kolekcję"
        destructive
        loading={deleteDrop.isPending}
        onConfirm={confirmDelete}
      />
    </StaffPage>
  );
}

type DropStage = 'UPCOMING' | 'RUNNING' | 'ENDED';
const dropStageLabels: Record<DropStage, string> = {
  UPCOMING: 'Nadchodząca',
  RUNNING: 'Trwa',
  ENDED: 'Zakończona',
};
const stageTones: Record<DropStage, 'info' | 'success' | 'neutral'> = {
  UPCOMING: 'info',
  RUNNING: 'success',
  ENDED: 'neutral',
};

/** A drop's life: before its start, its 14 days of falling prices, then over (pieces withdrawn). */
function dropStage(dropTime: string, now: number): DropStage {
  const start = new Date(dropTime).getTime();
  if (now < start) return 'UPCOMING';
  return now < start + WITHDRAWN_AFTER_MS ? 'RUNNING' : 'ENDED';
}
