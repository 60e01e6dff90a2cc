import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminPage } from './types';

export const RECORDS_PAGE_SIZE = 20;

function recordsUrl(path: string, q: string, cursor: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('limit', String(RECORDS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params}`;
}

// GET <collection path>?q=&limit=&cursor=: the records in the server's order, a page at a time.
export function useAdminRecords(path: string, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.records(path, q),
    queryFn: ({ pageParam }) => apiGet<AdminPage>(recordsUrl(path, q, pageParam), { cache: 'no-store' }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
