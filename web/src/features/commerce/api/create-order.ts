import { apiSend } from '@/lib/api-client';
import type { CreatedOrder, ItemType } from './types';

// POST /api/orders: the server reads the price from its own store, never from us.
export function createOrder(item: { type: ItemType; id: string }): Promise<CreatedOrder> {
  return apiSend<CreatedOrder>('POST', '/api/orders', { item });
}
