// /admin/coupons (MANAGE_COUPONS): every coupon, a page at a time, and a link to create one.
import { useState } from 'react';
import { Link } from 'react-router';
import { Plus, TicketPercent } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClassName } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { COUPONS_PAGE_SIZE, useCoupons } from '../api/get-coupons.ts';
import { CouponTable } from '../components/coupon-table.tsx';
import { Pagination } from '../components/pagination.tsx';
import { StaffPage } from '../components/staff-page.tsx';

export default function CouponsPage() {
  const [page, setPage] = useState(0);
  const coupons = useCoupons(page);
  const totalCount = coupons.data?.totalCount ?? 0;

  const createLink = (
    <Link to={paths.adminCreateCoupon} className={buttonClassName()}>
      <Plus aria-hidden="true" />
      Nowy Kupon
    </Link>
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
          <CouponTable coupons={coupons.data.items} />
          <Pagination
            page={page}
            totalCount={totalCount}
            pageSize={COUPONS_PAGE_SIZE}
            onPageChange={setPage}
            disabled={coupons.isFetching}
          />
        </div>
      )}
    </StaffPage>
  );
}
