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

// One of India's states and union territories: its GST state code and name.
export type IndianState = { code: string; name: string };

// GET /api/payments/config: Razorpay's public key and checkout script, when payments are on.
// taxInvoice: the seller is GST-registered (buyers get a tax invoice, else a receipt and no
// GST); states: the choices for the buyer's state, GST's place of supply.
export type EnabledPaymentsConfig = {
  enabled: true;
  keyId: string;
  checkoutUrl: string;
  name: string;
  taxInvoice?: boolean;
  gstRate?: number;
  states?: IndianState[];
};
export type PaymentsConfig = { enabled: false } | EnabledPaymentsConfig;

// A tax invoice, receipt or credit note of an order: its number and its PDF.
export type InvoiceRef = ApiSchemas['InvoiceRef'];

// Issue 29: what an order's price was made of (listAmount - discount = amount, paise) and its
// documents. Optional: orders from before coupons and invoices lack them.
type OrderPricing = {
  listAmount?: number;
  discount?: number;
  coupon?: string | null;
  free?: boolean; // a coupon made it free: no Razorpay, no invoice
  invoice?: InvoiceRef | null;
  creditNotes?: InvoiceRef[];
};

export type Order = OrderPricing & {
  id: string;
  status: OrderStatus;
  amount: number; // paise
  currency: string;
  item: OrderItem;
  createdAt: number;
};

// POST /api/orders/quote: what the item costs this student with a coupon, GST split included.
export type Quote = ApiSchemas['Quote'];

// The body of POST /api/orders/quote and POST /api/orders: the coupon and the buyer's state
// change the price and its GST split; the name (a business's legal name) and a business's
// GSTIN go on the invoice, whose place of supply is then the GSTIN's state.
export type OrderRequest = {
  item: { type: ItemType; id: string };
  coupon?: string;
  buyer?: { name?: string; state?: string; gstin?: string };
};

// POST /api/orders (201): our order and what Razorpay's checkout needs to open for it. A coupon
// that makes it free grants the item at once: no checkout, and the download is answered.
export type RazorpayOrder = {
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
export type FreeOrder = { order: Order; checkout: null; downloadUrl: string | null };
export type CreatedOrder = RazorpayOrder | FreeOrder;

// What checkout hands its success handler, sent as is to POST /api/orders/{id}/verify.
export type CheckoutResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

// POST /api/orders/{id}/verify (200): the order, now paid, and where its file is.
export type VerifiedOrder = { order: Order; downloadUrl: string };

// One order of GET /api/me/purchases (every order, newest first).
export type Purchase = OrderPricing & {
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
