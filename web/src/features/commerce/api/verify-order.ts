import { apiSend } from '@/lib/api-client';
import type { CheckoutResult, VerifiedOrder } from './types';

// POST /api/orders/{id}/verify with checkout's three fields: the server checks Razorpay's
// signature against the order it stored and only then counts the order as paid.
export function verifyOrder(orderId: string, result: CheckoutResult): Promise<VerifiedOrder> {
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = result;
  return apiSend<VerifiedOrder>('POST', `/api/orders/${encodeURIComponent(orderId)}/verify`, {
    razorpay_order_id,
    razorpay_payment_id,
    razorpay_signature,
  });
}
