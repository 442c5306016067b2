// Customers (READ_CUSTOMERS): GET /admin/customers?q=, GET /admin/customers/{id}, POST
// /admin/customers/{id}/block and /unblock with a reason.
import { useQuery } from '@tanstack/react-query';
import { customerListSchema, customerSchema, type Customer } from '@shop/shared/customers';
import { api } from '@/lib/api-client.ts';

export const CUSTOMERS_KEY = ['staff', 'customers'] as const;

export const useCustomerSearch = (q: string) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'search', q],
    enabled: q.length >= 3,
    queryFn: async () =>
      (await api.get('/admin/customers', { query: { q }, schema: customerListSchema })).items,
  });

export const useCustomer = (id: number | null) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'one', id],
    enabled: id !== null,
    queryFn: () => api.get(`/admin/customers/${id}`, { schema: customerSchema }),
  });

export const setBlock = (id: number, block: boolean, reason: string): Promise<Customer> =>
  api.post(
    `/admin/customers/${id}/${block ? 'block' : 'unblock'}`,
    { reason },
    { schema: customerSchema },
  );
