// /coupons 'Moje kupony': add a coupon by its code, and the table of the
// shopper's coupons; a failed list load says 'Nie udało się pobrać listy kuponów'.
import { Ticket } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { documentTitle } from '@shop/shared/document-title';
import { useMyCoupons } from '@/entities/coupons/api.ts';
import { AddCouponForm } from '@/entities/coupons/add-coupon-form.tsx';
import { CouponsTable } from '../components/coupons-table.tsx';

export default function CouponsPage() {
  const coupons = useMyCoupons();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Moje kupony')}</title>
      <PageHeader
        title="Moje kupony"
        description="Dodaj kupon kodem, a wykorzystasz go przy składaniu zamówienia."
      />
      <div className="grid gap-6">
        <Card className="p-5 sm:p-6">
          <AddCouponForm />
        </Card>
        <section aria-labelledby="coupon-list-title" className="grid gap-3">
          <h2 id="coupon-list-title" className="text-lg font-semibold text-slate-900">
            Twoje kupony
          </h2>
          {coupons.isPending ? (
            <div role="status" className="grid gap-2">
              <span className="sr-only">Ładowanie...</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          ) : coupons.isError ? (
            <Alert className="items-center">
              <span className="flex flex-wrap items-center gap-3">
                Nie udało się pobrać listy kuponów
                <Button variant="outline" size="sm" onClick={() => void coupons.refetch()}>
                  Spróbuj ponownie
                </Button>
              </span>
            </Alert>
          ) : coupons.data.length === 0 ? (
            <EmptyState
              icon={Ticket}
              title="Nie masz jeszcze kuponów"
              description="Kody rabatowe znajdziesz m.in. w naszym newsletterze."
            />
          ) : (
            // On a phone the rows are cards themselves, so the table needs no frame there.
            <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-2 sm:shadow-sm">
              <CouponsTable coupons={coupons.data} now={new Date()} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
