// What the student's purchases page and the admin's Orders tab share about an order: its
// states (GET /api/me/purchases, GET /api/admin/orders) and their names in words.
export type OrderStatus = 'created' | 'paid' | 'failed' | 'refunded' | 'expired' | 'cancelled';

export const ORDER_STATUSES: readonly OrderStatus[] = ['created', 'paid', 'failed', 'refunded', 'expired', 'cancelled'];

// "created" is an order whose payment has not arrived (yet): to a student it is pending.
// "expired": no payment within 45 minutes; "cancelled": the checkout was closed (a payment
// that still arrives makes either paid).
const LABELS: Record<OrderStatus, string> = {
  created: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: string): string {
  return LABELS[status as OrderStatus] ?? status;
}
