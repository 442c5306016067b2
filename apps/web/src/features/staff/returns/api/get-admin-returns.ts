// GET /admin/returns?status=open|closed (MANAGE_RETURNS): the withdrawals and complaints queue,
// the nearest deadline first (docs/returns.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminReturnListSchema, type AdminReturnList } from '@shop/shared/returns';
import { api } from '@/lib/api-client.ts';

/** open: waiting for the goods or for an answer; closed: accepted or rejected. */
export type ReturnQueue = 'open' | 'closed';

export function getAdminReturns(status: ReturnQueue): Promise<AdminReturnList> {
  return api.get('/admin/returns', { query: { status }, schema: adminReturnListSchema });
}

/** Every returns query, read again after a decision. */
export const ADMIN_RETURNS_KEY = ['staff', 'returns'] as const;

export const adminReturnsQuery = (status: ReturnQueue) =>
  queryOptions({
    queryKey: [...ADMIN_RETURNS_KEY, status],
    queryFn: () => getAdminReturns(status),
  });

export function useAdminReturns(status: ReturnQueue) {
  return useQuery(adminReturnsQuery(status));
}
