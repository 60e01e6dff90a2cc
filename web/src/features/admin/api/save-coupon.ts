import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { Coupon, CouponInput } from './types';

// POST /api/admin/coupons (a new code: 201, or 409 coupon-exists) or, with `code`, PUT
// /api/admin/coupons/{code} (its code stays). 400 invalid-field names the field at fault.
export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string | null; body: CouponInput }) =>
      code === null ? apiSend<Coupon>('POST', '/api/admin/coupons', body) : apiSend<Coupon>('PUT', `/api/admin/coupons/${encodeURIComponent(code)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
