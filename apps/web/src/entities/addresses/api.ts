// The shopper's delivery addresses (/users/me/addresses), for the settings page and checkout.
import { addressSchema, type Address, type AddressInput } from '@shop/shared/accounts';
import { savedEntries } from '../saved-entries.ts';

const addresses = savedEntries<Address, AddressInput>({
  path: '/users/me/addresses',
  queryKey: ['account', 'addresses'],
  schema: addressSchema,
});

export const addressesQuery = addresses.query;
export const useAddresses = addresses.useList;
export const useCreateAddress = addresses.useCreate;
export const useUpdateAddress = addresses.useUpdate;
export const useDeleteAddress = addresses.useDelete;
