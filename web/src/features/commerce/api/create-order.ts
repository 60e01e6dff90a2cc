import { apiSend } from '@/lib/api-client';
import type { CreatedOrder, OrderRequest } from './types';

// POST /api/orders: the server reads the price from its own store and applies the coupon
// itself, never trusting an amount from us.
export function createOrder(request: OrderRequest): Promise<CreatedOrder> {
  return apiSend<CreatedOrder>('POST', '/api/orders', request);
}
