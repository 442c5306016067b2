// The shopper's saved searches (/users/me/saved-searches, docs/product-rules.md "Obserwowane
// wyszukiwania"): saved from the search results, listed, renamed and deleted in the settings,
// under one query key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  savedSearchListSchema,
  savedSearchSchema,
  type SavedSearchRequest,
} from '@shop/shared/saved-searches';
import { api } from '@/lib/api-client.ts';

const PATH = '/users/me/saved-searches';

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: ['saved-searches'],
    queryFn: async () => (await api.get(PATH, { schema: savedSearchListSchema })).items,
  });

export function useSavedSearches() {
  return useQuery(savedSearchesQuery());
}

function useListMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries(savedSearchesQuery()),
  });
}

export const useSaveSearch = () =>
  useListMutation((body: SavedSearchRequest) =>
    api.post(PATH, body, { schema: savedSearchSchema }),
  );

export const useRenameSavedSearch = () =>
  useListMutation(({ id, name }: { id: number; name: string }) =>
    api.patch(`${PATH}/${id}`, { name }, { schema: savedSearchSchema }),
  );

export const useDeleteSavedSearch = () =>
  useListMutation((id: number) => api.delete(`${PATH}/${id}`, { schema: z.unknown() }));
