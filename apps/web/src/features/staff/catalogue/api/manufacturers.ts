// GET, POST and PUT /manufacturers (CREATE_PRODUCT): the manufacturers registry the product
// form picks from and the "Producenci" page keeps. A saved manufacturer changes what its
// products' pages show, so the storefront's cached catalogue is dropped too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  manufacturerListSchema,
  manufacturerSchema,
  type Manufacturer,
  type NewManufacturer,
} from '@shop/shared/product-safety';
import { api } from '@/lib/api-client.ts';

export const manufacturersQuery = () =>
  queryOptions({
    queryKey: ['staff', 'manufacturers'],
    queryFn: async () =>
      (await api.get('/manufacturers', { schema: manufacturerListSchema })).items,
  });

export function useManufacturers() {
  return useQuery(manufacturersQuery());
}

export interface SaveManufacturerArgs {
  /** null adds a new one. */
  id: number | null;
  body: NewManufacturer;
}

export function useSaveManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveManufacturerArgs): Promise<Manufacturer> =>
      id === null
        ? api.post('/manufacturers', body, { schema: manufacturerSchema })
        : api.put(`/manufacturers/${id}`, body, { schema: manufacturerSchema }),
    onSuccess: async (saved) => {
      // The form that added it may choose it at once, before the list is read again.
      queryClient.setQueryData(manufacturersQuery().queryKey, (list) => [
        ...(list ?? []).filter((manufacturer) => manufacturer.id !== saved.id),
        saved,
      ]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manufacturersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]);
    },
  });
}
