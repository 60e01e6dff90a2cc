import { apiSend } from '@/lib/api-client';
import type { Order } from './types';

// POST /api/orders/{id}/cancel: the student dismissed Checkout, so the server can end the
// unpaid order at once (it expires unpaid orders after 45 minutes anyway). Harmless on an
// order already cancelled; a payment Razorpay captures later still makes the order paid.
export function cancelOrder(orderId: string): Promise<{ order: Order }> {
  return apiSend<{ order: Order }>('POST', `/api/orders/${encodeURIComponent(orderId)}/cancel`, {});
}
