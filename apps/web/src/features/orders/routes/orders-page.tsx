// /orders: the shopper's orders sorted by date or status, filtered by
// status, as a list and a detail pane; PENDING orders offer 'Wróć do płatności'. Coming back
// from the payment provider (?payment=return&order={id}) selects that order and shows how the
// payment went.
// The choices live in the address (?sort&status&page&order), so back and reload keep them.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, ShoppingBag } from 'lucide-react';
import { orderStatusSchema, type OrderStatus } from '@shop/shared/enums';
import type { Order } from '@shop/shared/orders';
import { WITHDRAW_PARAM } from '@shop/shared/returns';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { documentTitle } from '@shop/shared/document-title';
import { PAYMENT_RETURN_PARAM, paths } from '@/lib/paths.ts';
import { useOrder } from '../api/get-order.ts';
import { ORDERS_PAGE_SIZE, useOrders, type OrderSort } from '@/entities/order/orders.ts';
import { OrderDetail } from '../components/order-detail.tsx';
import { OrderList } from '../components/order-list.tsx';
import { OrdersToolbar } from '../components/orders-toolbar.tsx';
import { Pagination } from '@/components/pagination.tsx';

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const sort: OrderSort = params.get('sort') === 'status' ? 'status' : 'date';
  const status: OrderStatus | null = orderStatusSchema.safeParse(params.get('status')).data ?? null;
  const page = positiveInt(params.get('page')) ?? 0;
  const selectedId = positiveInt(params.get('order'));
  // ?odstapienie={id} (the order e-mails' link, the list's button): the withdrawal step is open.
  const withdrawingId = positiveInt(params.get(WITHDRAW_PARAM));
  const returning = params.get(PAYMENT_RETURN_PARAM) !== null;
  // Back from paying (a fresh page load): watch the selected order's payment come in.
  const [paymentSince] = useState<number | null>(() => (returning ? Date.now() : null));
  const [resumingId, setResumingId] = useState<number | null>(null);

  const orders = useOrders({ page, status, sort });
  const selected = useOrder(selectedId, paymentSince);
  const selectedOrder =
    selected.data ?? orders.data?.items.find((order) => order.id === selectedId);
  // The pane learnt a newer status (a payment came in while it watched): the list's badge for
  // the same order must not go on saying otherwise.
  const queryClient = useQueryClient();
  const listed = orders.data?.items.find((order) => order.id === selectedId)?.status;
  const current = selected.data?.status;
  useEffect(() => {
    if (listed !== undefined && current !== undefined && listed !== current) {
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    }
  }, [listed, current, queryClient]);

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // Back from the payment provider at ?payment=return&order={id} (the server adds the id):
  // the order is selected (see paymentSince); leave a clean address behind.
  useEffect(() => {
    if (!returning) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [returning, setParams]);

  // The e-mail's link names only the order to withdraw from: select it too.
  useEffect(() => {
    if (withdrawingId !== null && selectedId !== withdrawingId) {
      update({ order: String(withdrawingId) }, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render
  }, [withdrawingId, selectedId]);

  function resumePayment(order: Order) {
    if (!order.paymentUrl) return;
    setResumingId(order.id);
    window.location.assign(order.paymentUrl);
  }

  const totalCount = orders.data?.totalCount ?? 0;
  // A shopper without any order gets the empty state alone, without the detail pane.
  const noOrders = status === null && orders.data?.totalCount === 0 && selectedId === null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Zamówienia')}</title>
      <PageHeader title="Zamówienia" description="Historia Twoich zamówień i ich status." />
      <>
        {paymentSince !== null && selectedOrder && <PaymentOutcome order={selectedOrder} />}
        <div
          className={
            noOrders
              ? 'grid gap-6'
              : 'grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start'
          }
        >
          <section
            aria-label="Lista zamówień"
            className={selectedId !== null ? 'hidden gap-4 lg:grid' : 'grid gap-4'}
          >
            <OrdersToolbar
              sort={sort}
              onSortChange={(next) => update({ sort: next === 'date' ? null : next, page: null })}
              status={status}
              onStatusChange={(next) => update({ status: next, page: null })}
            />
            {orders.isPending ? (
              <div role="status" className="grid gap-3">
                <span className="sr-only">Ładowanie...</span>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-22 rounded-xl" />
                ))}
              </div>
            ) : orders.isError ? (
              <Alert className="items-center">
                <span className="flex flex-wrap items-center gap-3">
                  Nie udało się pobrać zamówień.
                  <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
                    Spróbuj ponownie
                  </Button>
                </span>
              </Alert>
            ) : orders.data.items.length === 0 ? (
              status === null ? (
                <EmptyState
                  icon={ShoppingBag}
                  title="Nie masz jeszcze zamówień"
                  description="Zamówienia złożone w sklepie pojawią się tutaj."
                  action={
                    <Button asChild>
                      <Link to={paths.explore}>Odkrywaj produkty</Link>
                    </Button>
                  }
                />
              ) : (
                <EmptyState title="Brak zamówień o wybranym statusie" />
              )
            ) : (
              <>
                <OrderList
                  orders={orders.data.items}
                  selectedId={selectedId}
                  onSelect={(id) => update({ order: String(id) })}
                  onWithdraw={(id) => update({ order: String(id), [WITHDRAW_PARAM]: String(id) })}
                />
                {totalCount > ORDERS_PAGE_SIZE && (
                  <Pagination
                    label="Strony zamówień"
                    page={page}
                    totalCount={totalCount}
                    pageSize={ORDERS_PAGE_SIZE}
                    onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
                  />
                )}
              </>
            )}
          </section>

          <div className={noOrders ? 'hidden' : 'grid gap-3 lg:sticky lg:top-36'}>
            {selectedId !== null && (
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start lg:hidden"
                onClick={() => update({ order: null })}
              >
                <ArrowLeft aria-hidden="true" />
                Wszystkie zamówienia
              </Button>
            )}
            {selectedId === null ? (
              <p className="hidden rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-sm text-slate-500 lg:block">
                Wybierz zamówienie z listy, aby zobaczyć szczegóły.
              </p>
            ) : selectedOrder ? (
              <OrderDetail
                order={selectedOrder}
                showReceipt={auth.hasAnyScope('CREATE_RECEIPT')}
                resuming={resumingId === selectedOrder.id}
                onResumePayment={resumePayment}
                withdrawing={withdrawingId === selectedOrder.id}
                onWithdrawingChange={(open) =>
                  update({ [WITHDRAW_PARAM]: open ? String(selectedOrder.id) : null })
                }
              />
            ) : selected.isError ? (
              <Alert>
                {isApiError(selected.error, 404)
                  ? 'Nie znaleziono zamówienia'
                  : 'Nie udało się pobrać zamówienia.'}
              </Alert>
            ) : (
              <Skeleton className="h-96 rounded-2xl" />
            )}
          </div>
        </div>
      </>
    </div>
  );
}

/**
 * What the shopper sees first when back from paying, or after a BLIK code: while it comes in,
 * that it is awaited; once paid, the thank-you and what happens next (every payment path).
 */
function PaymentOutcome({ order }: { order: Order }) {
  if (order.status === 'PAID') {
    return (
      <section
        aria-labelledby="thank-you-heading"
        className="mb-6 grid gap-3 rounded-2xl bg-green-50 p-5 text-green-950 ring-1 ring-green-200 ring-inset"
      >
        <h2 id="thank-you-heading" className="flex items-center gap-2 text-lg font-bold">
          <CircleCheck className="size-6 shrink-0 text-green-700" aria-hidden="true" />
          Dziękujemy — zamówienie opłacone
        </h2>
        <p className="text-sm">Płatność za zamówienie nr {order.id} dotarła.</p>
        <p className="text-sm font-semibold">Co dalej?</p>
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          <li>Potwierdzenie zamówienia i płatności wysłaliśmy e-mailem.</li>
          <li>
            Przygotowujemy paczkę; gdy ją wyślemy, napiszemy z numerem do śledzenia przesyłki
            InPost.
          </li>
          {!order.professionalPurchase && (
            <li>
              Jeśli coś nie będzie pasować, na odstąpienie od umowy masz 14 dni od otrzymania paczki
              — zrobisz to tutaj, w zamówieniu.
            </li>
          )}
        </ol>
      </section>
    );
  }
  if (order.status === 'PENDING') {
    return (
      <Alert tone="info" className="mb-6">
        Czekamy na potwierdzenie płatności za zamówienie nr {order.id}. Jeśli płatność nie została
        dokończona, możesz do niej wrócić.
      </Alert>
    );
  }
  return null;
}
