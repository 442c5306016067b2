// GET /users/me/invoice-details: saved invoice data to choose from when an invoice is wanted.
// Same query key as the settings page (['account', 'invoice-details']).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceDetailsSchema, type InvoiceDetails } from '@shop/shared/accounts';
import { pageOf } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';
import { OWN_LIST_COUNT } from './get-addresses.ts';

export async function getInvoiceDetails(): Promise<InvoiceDetails[]> {
  const page = await api.get('/users/me/invoice-details', {
    query: { page: 0, count: OWN_LIST_COUNT },
    schema: pageOf(invoiceDetailsSchema),
  });
  return page.items;
}

export const invoiceDetailsQuery = () =>
  queryOptions({ queryKey: ['account', 'invoice-details'], queryFn: getInvoiceDetails });

export function useInvoiceDetails() {
  return useQuery(invoiceDetailsQuery());
}
