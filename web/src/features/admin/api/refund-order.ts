import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { RefundRequest, RefundResult } from './types';

export type RefundInput = { orderId: string; body: RefundRequest; idempotencyKey: string };

// POST /api/admin/orders/{id}/refund with an Idempotency-Key: the same key again answers the
// refund it made (200) instead of making another, so a double click or a retry after a lost
// answer is one refund. Either way the order and the lists are fetched again: a refused
// refund may mean another one is under way.
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, idempotencyKey }: RefundInput) =>
      apiSend<RefundResult>('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/refund`, body, { 'Idempotency-Key': idempotencyKey }),
    onSettled: (_data, _error, { orderId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
        client.invalidateQueries({ queryKey: adminKeys.allOrders }),
        client.invalidateQueries({ queryKey: adminKeys.allStats }),
      ]),
  });
}
