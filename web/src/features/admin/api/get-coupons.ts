import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { Coupon } from './types';

// GET /api/admin/coupons: every coupon, newest first, with its uses and the discount given.
export function useCoupons() {
  return useQuery({
    queryKey: adminKeys.coupons,
    queryFn: () => apiGet<{ items: Coupon[] }>('/api/admin/coupons', { cache: 'no-store' }).then((r) => r.items),
  });
}
