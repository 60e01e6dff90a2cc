import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { OrderDetail } from './types';

// GET /api/admin/orders/{id}: one order with its refunds and what is left to refund. Fetched
// when its row is opened, and again after a refund.
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: () => apiGet<OrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { cache: 'no-store' }),
  });
}
