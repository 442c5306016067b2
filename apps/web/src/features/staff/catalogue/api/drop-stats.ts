// GET /admin/drops/{id}/stats (CREATE_DROP): how the drop did, counted from its orders.
import { useQuery } from '@tanstack/react-query';
import { dropStatsSchema } from '@shop/shared/drop-results';
import { api } from '@/lib/api-client.ts';
import { STAFF_DROPS_KEY } from './get-staff-drops.ts';

export const useDropStats = (dropId: number) =>
  useQuery({
    queryKey: [...STAFF_DROPS_KEY, 'stats', dropId],
    queryFn: () => api.get(`/admin/drops/${dropId}/stats`, { schema: dropStatsSchema }),
  });
