import type { ApiSchemas } from '@/lib/api-types';
import type { OrderStatus } from '@/lib/orders';

// A premium course or a Brevi Learning notes card (docs/api.md "Course"). Only a free item
// (price 0) carries its downloadUrl: a priced item's file goes to its buyers only
// (GET /api/purchases/{id}/download).
export type Course = Omit<ApiSchemas['Course'], 'downloadUrl'> & { downloadUrl?: string };

// --- Payments (issue 10). Written by hand until docs/openapi.yaml has them.

// What an order buys: a premium course ("course") or a Brevi Learning notes card ("notes").
export type ItemType = 'course' | 'notes';
export type OrderItem = { type: ItemType; id: string; title: string };

// GET /api/payments/config: Razorpay's public key and checkout script, when payments are on.
export type PaymentsConfig = { enabled: false } | { enabled: true; keyId: string; checkoutUrl: string; name: string };

export type Order = {
  id: string;
  status: OrderStatus;
  amount: number; // paise
  currency: string;
  item: OrderItem;
  createdAt: number;
};

// POST /api/orders (201): our order and what Razorpay's checkout needs to open for it.
export type CreatedOrder = {
  order: Order;
  checkout: {
    key: string;
    orderId: string; // Razorpay's order id
    amount: number;
    currency: string;
    name: string;
    description: string;
    prefill?: { email?: string };
  };
};

// What checkout hands its success handler, sent as is to POST /api/orders/{id}/verify.
export type CheckoutResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

// POST /api/orders/{id}/verify (200): the order, now paid, and where its file is.
export type VerifiedOrder = { order: Order; downloadUrl: string };

// One order of GET /api/me/purchases (every order, newest first).
export type Purchase = {
  orderId: string;
  item: OrderItem;
  amount: number; // paise
  currency: string;
  status: OrderStatus;
  createdAt: number;
  paidAt: number | null;
  amountRefunded?: number; // paise; a partial refund leaves the order paid
  downloadUrl: string | null; // set while the student owns the item
};
