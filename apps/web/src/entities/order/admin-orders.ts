// GET /admin/orders?page&count&status&sort&q (READ_ORDERS) and GET /admin/orders/{id}: every
// shopper's orders with who placed them and their history.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/shared/enums';
import { pageOf, type Page } from '@shop/shared/http';
import { adminOrderSchema, type AdminOrder } from '@shop/shared/orders';
import { api } from '@/lib/api-client.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export interface AdminOrdersFilter {
  page: number;
  /** null lists every status. */
  status: OrderStatus | null;
  /** Only orders whose money is still to be returned. */
  refundRequired?: boolean;
  sort: 'date' | 'status';
  /** An order number or a part of the buyer's e-mail; '' for no search. */
  q: string;
}

export function getAdminOrders({
  page,
  status,
  refundRequired,
  sort,
  q,
}: AdminOrdersFilter): Promise<Page<AdminOrder>> {
  return api.get('/admin/orders', {
    query: {
      page,
      count: ADMIN_ORDERS_PAGE_SIZE,
      status,
      refundRequired: refundRequired ? true : null,
      sort,
      q: q || null,
    },
    schema: pageOf(adminOrderSchema),
  });
}

export const adminOrdersQuery = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: ['staff', 'orders', 'list', filter],
    queryFn: () => getAdminOrders(filter),
  });

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({ ...adminOrdersQuery(filter), placeholderData: keepPreviousData });
}

export function getAdminOrder(id: number): Promise<AdminOrder> {
  return api.get(`/admin/orders/${id}`, { schema: adminOrderSchema });
}

export const adminOrderQuery = (id: number) =>
  queryOptions({ queryKey: ['staff', 'orders', 'one', id], queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: number | null) {
  return useQuery({ ...adminOrderQuery(id ?? 0), enabled: id !== null });
}

/** Refetches the order list and open order after a change (status, receipt). */
export const ADMIN_ORDERS_KEY = ['staff', 'orders'] as const;
