import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';

// DELETE /api/admin/coupons/{code}: orders that used it keep its code. The list is fetched
// again either way (a 404 means someone else deleted it already).
export function useDeleteCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiSend<{ deleted: boolean }>('DELETE', `/api/admin/coupons/${encodeURIComponent(code)}`),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
