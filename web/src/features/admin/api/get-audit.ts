import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AuditFilters, AuditPage } from './types';

const PAGE_SIZE = 20;

// GET /api/admin/audit?actor=&action=&entity=&limit=&cursor=: the activity log, newest
// first, narrowed by the filters that are set.
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.actor) params.set('actor', filters.actor);
      if (filters.action) params.set('action', filters.action);
      if (filters.entity) params.set('entity', filters.entity);
      params.set('limit', String(PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<AuditPage>(`/api/admin/audit?${params}`, { cache: 'no-store' });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
