// /admin/coupons (MANAGE_COUPONS): every coupon, a page at a time, a link to create one and,
// after a confirmation, deactivating a coupon for good; also the newsletter subscribers' CSV.
import { useState } from 'react';
import { Link } from 'react-router';
import { Download, Plus, TicketPercent } from 'lucide-react';
import type { Coupon } from '@shop/shared/coupons';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useDeactivateCoupon } from '../api/deactivate-coupon.ts';
import { downloadNewsletterCsv } from '../../shell/api/download-newsletter.ts';
import { COUPONS_PAGE_SIZE, useCoupons } from '../api/get-coupons.ts';
import { CouponTable } from '../components/coupon-table.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

export default function CouponsPage() {
  const [page, setPage] = useState(0);
  const coupons = useCoupons(page);
  const totalCount = coupons.data?.totalCount ?? 0;
  const [deactivating, setDeactivating] = useState<Coupon | null>(null);
  const deactivate = useDeactivateCoupon();

  async function confirmDeactivate() {
    if (!deactivating) return;
    try {
      await deactivate.mutateAsync(deactivating.id);
      toast({ title: 'Sukces', description: 'Kupon został wyłączony.', variant: 'success' });
    } catch (error) {
      const description = errorMessage(error, 'Nie udało się wyłączyć kuponu. Spróbuj ponownie.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setDeactivating(null);
    }
  }

  const [exporting, setExporting] = useState(false);
  async function exportNewsletter() {
    setExporting(true);
    try {
      await downloadNewsletterCsv();
    } catch (error) {
      const description = errorMessage(error, 'Nie udało się pobrać listy subskrybentów.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  const createLink = (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" loading={exporting} onClick={exportNewsletter}>
        <Download aria-hidden="true" />
        Subskrybenci newslettera (CSV)
      </Button>
      <Link to={paths.adminCreateCoupon} className={buttonClassName()}>
        <Plus aria-hidden="true" />
        Nowy Kupon
      </Link>
    </div>
  );

  return (
    <StaffPage
      title="Kupony"
      description="Wszystkie kody rabatowe sklepu, od najnowszego."
      actions={createLink}
      width="wide"
    >
      {coupons.isPending ? (
        <PageSpinner />
      ) : coupons.isError ? (
        <Alert>Nie udało się pobrać listy kuponów</Alert>
      ) : coupons.data.items.length === 0 ? (
        <EmptyState icon={TicketPercent} title="Brak kuponów do wyświetlenia" />
      ) : (
        <div className="grid gap-4">
          <CouponTable coupons={coupons.data.items} onDeactivate={setDeactivating} />
          <Pagination
            page={page}
            totalCount={totalCount}
            pageSize={COUPONS_PAGE_SIZE}
            onPageChange={setPage}
            disabled={coupons.isFetching}
          />
        </div>
      )}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title="Wyłączyć kupon?"
        description={
          deactivating
            ? `Kuponu ${deactivating.code} nie będzie można dodać do konta ani użyć w zamówieniu. Zamówienia, w których już go użyto, zachowają rabat. Tego nie można cofnąć.`
            : undefined
        }
        confirmLabel="Wyłącz kupon"
        destructive
        loading={deactivate.isPending}
        onConfirm={confirmDeactivate}
      />
    </StaffPage>
  );
}
