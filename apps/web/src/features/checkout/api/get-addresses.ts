// GET /users/me/addresses: the delivery addresses to choose from. Same query key as the
// settings page (['account', 'addresses']), so an address added here shows up there at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressSchema, type Address } from '@shop/shared/accounts';
import { pageOf } from '@shop/shared/http';
import { api } from '@/lib/api-client.ts';

/** The API's page size limit; a shopper keeps at most that many (the API caps them). */
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
