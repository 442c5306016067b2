// GET /admin/audit (READ_ORDERS; a product's own trail also for CREATE_PRODUCT): the audit trail,
// newest first, a page at a time ("Starsze wpisy" asks for the entries before the last shown).
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditQuery } from '@shop/shared/audit';
import { api } from '@/lib/api-client.ts';

export type AuditFilter = Partial<Omit<AuditQuery, 'before' | 'count'>>;

export const AUDIT_KEY = ['staff', 'audit'] as const;

export function useAuditTrail(filter: AuditFilter, count = 50) {
  return useInfiniteQuery({
    queryKey: [...AUDIT_KEY, filter, count],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api.get('/admin/audit', {
        query: { ...filter, count, before: pageParam },
        schema: auditPageSchema,
      }),
    getNextPageParam: (last) => last.before,
  });
}
