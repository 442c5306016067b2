// GET /users/me/addresses: the shopper's delivery addresses (one page holds them all).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressSchema, type Address } from '@shop/shared/accounts';
import { pageOf } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

/** The API's page size limit; nobody keeps more addresses than that. */
export const OWN_LIST_COUNT = 100;

export async function getAddresses(): Promise<Address[]> {
  const page = await api.get('/users/me/addresses', {
    query: { page: 0, count: OWN_LIST_COUNT },
    schema: pageOf(addressSchema),
  });
  return page.items;
}

export const addressesQuery = () =>
  queryOptions({ queryKey: ['account', 'addresses'], queryFn: getAddresses });

export function useAddresses() {
  return useQuery(addressesQuery());
}
