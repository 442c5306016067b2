// GET /admin/desk: what waits on staff, for the start page of the staff panel.
import { useQuery } from '@tanstack/react-query';
import { deskSchema } from '@shop/shared/desk';
import { api } from '@/lib/api-client.ts';

export const useDesk = () =>
  useQuery({
    queryKey: ['staff', 'desk'],
    queryFn: () => api.get('/admin/desk', { schema: deskSchema }),
    // Staff keep the start page open: what waits changes as orders come in.
    refetchInterval: 60_000,
  });
