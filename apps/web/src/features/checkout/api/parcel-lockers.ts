// GET /parcel-lockers: InPost lockers for what the shopper typed, and the locker of their last
// order (asked without a search, when the locker choice opens).
import { queryOptions } from '@tanstack/react-query';
import { parcelLockerListSchema } from '@shop/shared/parcel-lockers';
import { api } from '@/lib/api-client.ts';

export const parcelLockersQuery = (q: string | null) =>
  queryOptions({
    queryKey: ['parcel-lockers', q],
    queryFn: () =>
      api.get('/parcel-lockers', {
        schema: parcelLockerListSchema,
        query: q === null ? {} : { q },
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
