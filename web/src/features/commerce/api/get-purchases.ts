import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { commerceKeys } from './keys';
import type { Purchase } from './types';

// GET /api/me/purchases: the signed-in student's orders, newest first. Never from the HTTP
// cache: a purchase made a moment ago must show.
export function usePurchases(enabled: boolean) {
  return useQuery({
    queryKey: commerceKeys.purchases,
    queryFn: () => apiGet<{ items: Purchase[] }>('/api/me/purchases', { cache: 'no-store' }).then((r) => r.items),
    enabled,
  });
}
