import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AuditPage } from './types';

const PAGE_SIZE = 20;

// GET /api/admin/audit?limit=&cursor=: the activity log, newest first.
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<AuditPage>(`/api/admin/audit?${params}`, { cache: 'no-store' });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
