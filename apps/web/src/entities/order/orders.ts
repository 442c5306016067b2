// GET /orders?page&count&status&sort: the shopper's orders, a page at a time (the orders page,
// and the unpaid ones shown on the cart and at checkout).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/shared/enums';
import { pageOf } from '@shop/shared/http';
import { orderSchema, type Order } from '@shop/shared/orders';
import { api } from '@/lib/api-client.ts';

export const ORDERS_PAGE_SIZE = 20;

export type OrderSort = 'date' | 'status';

export interface OrdersQuery {
  page: number;
  status: OrderStatus | null;
  sort: OrderSort;
}

export interface OrdersPage {
  items: Order[];
  totalCount: number;
}

export function getOrders({ page, status, sort }: OrdersQuery): Promise<OrdersPage> {
  return api.get('/orders', {
    query: { page, count: ORDERS_PAGE_SIZE, status, sort },
    schema: pageOf(orderSchema),
  });
}

/** Every query of the shopper's orders (lists and details), read again after a change. */
export const ORDERS_KEY = ['orders'] as const;

export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({ queryKey: ['orders', 'list', query], queryFn: () => getOrders(query) });

export function useOrders(query: OrdersQuery) {
  // The current page stays on screen while the next one loads.
  return useQuery({ ...ordersQuery(query), placeholderData: keepPreviousData });
}
