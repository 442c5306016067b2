// /admin/orders (READ_ORDERS): every order with filters (sort by date or status; status, paid
// by default), a search by order number or buyer e-mail, a list with a detail pane, pages of 20, and below them the receipt printer's
// address with its connection test. Filters and page live in the address, so
// a reload or the back button keeps them.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClipboardList, MousePointerClick } from 'lucide-react';
import type { AdminOrder } from '@shop/shared/orders';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  useAdminOrder,
  useAdminOrders,
} from '@/entities/order/admin-orders.ts';
import { OrderDetail } from '../components/order-detail.tsx';
import { OrderFilters, type OrderSort } from '../components/order-filters.tsx';
import { OrderList } from '../components/order-list.tsx';
import { Pagination } from '@/components/pagination.tsx';
import { PrinterSettings } from '../../shell/components/printer-settings.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';
import { DEFAULT_STATUS_FILTER, STATUS_FILTERS, type StatusFilter } from '../lib/order-texts.ts';

function readFilters(params: URLSearchParams) {
  const statusParam = params.get('status') ?? DEFAULT_STATUS_FILTER;
  const status: StatusFilter =
    statusParam in STATUS_FILTERS ? (statusParam as StatusFilter) : DEFAULT_STATUS_FILTER;
  const sort: OrderSort = params.get('sort') === 'status' ? 'status' : 'date';
  const pageParam = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;
  const q = params.get('q')?.trim() ?? '';
  return { status, sort, page, q };
}

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const { status, sort, page, q } = readFilters(params);
  const orders = useAdminOrders({
    page,
    sort,
    status: STATUS_FILTERS[status],
    refundRequired: status === 'refund',
    q,
  });
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const current = useAdminOrder(selected?.id ?? null);
  const detailRef = useRef<HTMLDivElement>(null);

  // A failed list is only logged, as the staff screens do (the list then reads as empty).
  useEffect(() => {
    if (orders.isError) console.error('Admin order list failed', orders.error);
  }, [orders.isError, orders.error]);

  function update(next: { status?: StatusFilter; sort?: OrderSort; page?: number; q?: string }) {
    const merged = { status, sort, q, page: 0, ...next };
    setParams(
      {
        ...(merged.status !== DEFAULT_STATUS_FILTER ? { status: merged.status } : {}),
        ...(merged.sort !== 'date' ? { sort: merged.sort } : {}),
        ...(merged.q ? { q: merged.q } : {}),
        ...(merged.page > 0 ? { page: String(merged.page + 1) } : {}),
      },
      // A page or a search is a step back can return to; a filter change replaces the entry.
      { replace: next.page === undefined && next.q === undefined },
    );
  }

  function select(order: AdminOrder) {
    setSelected(order);
    // On a phone the pane sits under the list: bring it into view.
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: 'start' }));
    }
  }

  const items = orders.data?.items ?? [];
  const shown = current.data ?? selected;

  return (
    <StaffPage
      title="Zamówienia"
      description="Wszystkie zamówienia sklepu: statusy, szczegóły i paragony."
      width="wide"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="grid gap-4">
          <OrderFilters
            sort={sort}
            status={status}
            onSortChange={(next) => update({ sort: next })}
            onStatusChange={(next) => update({ status: next })}
            search={q}
            onSearchChange={(next) => update({ q: next })}
          />
          {orders.isPending ? (
            <PageSpinner />
          ) : items.length === 0 ? (
            <EmptyState icon={ClipboardList} title="Brak zamówień do wyświetlenia" />
          ) : (
            <OrderList orders={items} selectedId={selected?.id ?? null} onSelect={select} />
          )}
          <Pagination
            page={page}
            totalCount={orders.data?.totalCount ?? 0}
            pageSize={ADMIN_ORDERS_PAGE_SIZE}
            onPageChange={(next) => update({ page: next })}
            disabled={orders.isFetching}
          />
        </div>
        <div ref={detailRef} className="scroll-mt-32 lg:sticky lg:top-32">
          {shown ? (
            // Long orders scroll inside the pane, which stays in view (below the sticky site header).
            <OrderDetail
              order={shown}
              className="lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto"
            />
          ) : items.length > 0 ? (
            <EmptyState
              icon={MousePointerClick}
              title="Wybierz zamówienie"
              description="Kliknij zamówienie na liście, aby zobaczyć jego szczegóły."
              className="hidden lg:flex"
            />
          ) : null}
        </div>
      </div>
      <div className="mt-8">
        <PrinterSettings />
      </div>
    </StaffPage>
  );
}
