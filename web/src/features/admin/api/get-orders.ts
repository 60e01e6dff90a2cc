import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminOrdersPage } from './types';

const PAGE_SIZE = 20;

// GET /api/admin/orders?status=&q=&limit=&cursor=: every order, newest first, a page at a
// time; status "" means all of them.
export function useAdminOrders(status: string, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.orders(status, q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (q) params.set('q', q);
      params.set('limit', String(PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<AdminOrdersPage>(`/api/admin/orders?${params}`, { cache: 'no-store' });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
