// GET /drops/{id}/teaser: an upcoming drop's dearest pieces at their opening price (no ids).
import { useQuery } from '@tanstack/react-query';
import { dropTeaserSchema, type DropTeaser } from '@shop/shared/catalogue';
import { api } from '@/lib/api-client.ts';

function getDropTeaser(dropId: number): Promise<DropTeaser> {
  return api.get(`/drops/${dropId}/teaser`, { schema: dropTeaserSchema });
}

export function useDropTeaser(dropId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'drop-teaser', dropId],
    queryFn: () => getDropTeaser(dropId),
    enabled,
  });
}
