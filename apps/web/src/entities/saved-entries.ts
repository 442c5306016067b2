// The shopper's saved entries, addresses and invoice details, as one kind of server data: a list
// under one query key (the settings page and checkout share it), and create, update (also "make
// it the default" with isDefault: true) and delete. The server makes the first entry the default
// and promotes another when the default is deleted.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { getOwnList } from './own-list.ts';

export function savedEntries<T, Input>({
  path,
  queryKey,
  schema,
}: {
  path: string;
  queryKey: QueryKey;
  schema: z.ZodType<T>;
}) {
  const query = () => queryOptions({ queryKey, queryFn: () => getOwnList(path, schema) });

  function useCreate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: Input) => api.post(path, input, { schema }),
      onSuccess: (saved) => {
        // At once, so checkout can select the new entry before the list is refetched.
        queryClient.setQueryData(query().queryKey, (old: T[] | undefined) => [
          ...(old ?? []),
          saved,
        ]);
        return queryClient.invalidateQueries(query());
      },
    });
  }

  function useUpdate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id: number; input: Input }) =>
        api.put(`${path}/${id}`, input, { schema }),
      onSuccess: () => queryClient.invalidateQueries(query()),
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number): Promise<void> => api.delete(`${path}/${id}`),
      onSuccess: () => queryClient.invalidateQueries(query()),
    });
  }

  return { query, useList: () => useQuery(query()), useCreate, useUpdate, useDelete };
}
