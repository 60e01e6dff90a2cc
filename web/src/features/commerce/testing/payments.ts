import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '@/testing/server';
import type { CheckoutResult, Purchase, Quote } from '../api/types';
import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions } from '../lib/razorpay';

// The payments API and Razorpay's checkout.js as the buy tests need them (buy-now.test.tsx,
// checkout-dialog.test.tsx).

export const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

// ₹499 + 18% GST = ₹588.82 (what cards show and Pay charges).
export const course = {
  id: 'c1',
  title: 'Full Stack Web Development',
  cardTitle: 'Full Stack Web Development',
  subject: 'Web',
  description: 'HTML to deployment.',
  imageUrl: '/files/images/courses/fullstack.svg',
  price: 499,
  originalPrice: 998,
  payable: 58882,
  originalPayable: 117764,
  gstIncluded: true,
  discountPercentage: 50,
};

export const note = {
  id: 'bl1',
  title: 'Engineering Physics - Complete Notes',
  cardTitle: 'Engineering Physics',
  subject: 'Engineering Physics',
  imageUrl: '/files/images/bl-notes/bas101.svg',
  price: 149,
  originalPrice: 298,
  payable: 17582,
  originalPayable: 35164,
  gstIncluded: true,
  discountPercentage: 50,
};

export const paidPurchase: Purchase = {
  orderId: 'ord_1',
  item: { type: 'course', id: 'c1', title: course.title },
  amount: 58882,
  currency: 'INR',
  status: 'paid',
  createdAt: Date.UTC(2026, 10, 23, 6),
  paidAt: Date.UTC(2026, 10, 23, 6, 1),
  downloadUrl: '/api/purchases/c1/download',
};

export const STATES = [
  { code: '09', name: 'Uttar Pradesh' },
  { code: '27', name: 'Maharashtra' },
];

// The coupons the fake server knows: SAVE10 takes 10% off, FREE100 makes the item free, OLD
// has expired.
const COUPON_OFF: Record<string, number> = { SAVE10: 10, FREE100: 100 };
const EXPIRED = 'OLD';
// The server's one answer for every code that does not apply (commerce/coupons.cpp).
export const COUPON_REFUSED =
  'This code cannot be used for this purchase. Check its spelling: a code may also have expired, be meant for other items or be used up.';

type Body = { item: { type: string; id: string }; coupon?: string; buyer?: { name?: string; state?: string; gstin?: string } };

const couponRefused = (message: string) => HttpResponse.json({ error: { code: 'invalid-field', message, field: 'coupon' } }, { status: 400 });

// The server's price for a body: GST-inclusive list price, the coupon's share off, GST split
// as CGST + SGST for a buyer in the seller's state (09, the default) and IGST elsewhere.
export function quoteFor(body: Body): Quote | Response {
  const listAmount = body.item.id === 'c1' ? course.payable : note.payable;
  const code = body.coupon?.trim().toUpperCase() ?? null;
  if (code && (code === EXPIRED || !(code in COUPON_OFF))) return couponRefused(COUPON_REFUSED);
  const discount = code ? Math.round((listAmount * COUPON_OFF[code]) / 100) : 0;
  const amount = listAmount - discount;
  const taxable = Math.round(amount / 1.18);
  const tax = amount - taxable;
  const local = !body.buyer?.state || body.buyer.state === '09';
  const half = Math.floor(tax / 2);
  return {
    listAmount,
    discount,
    amount,
    coupon: code,
    gst: { included: true, rate: 18, taxable, cgst: local ? half : 0, sgst: local ? tax - half : 0, igst: local ? 0 : tax },
  };
}

type Sent = { orders: Body[]; quotes: Body[]; verifies: { path: string; body: unknown }[]; cancels: { path: string; token: string | null; body: unknown }[] };

// The payments API as the server answers it: payments on (a GST-registered seller), quotes and
// orders priced by quoteFor (a free order granted at once), verify accepting any signature,
// cancel accepting any order, and the purchases list.
export function paymentsApi(opts: { config?: object; order?: () => Response; verify?: () => Response; cancel?: () => Response } = {}) {
  const sent: Sent = { orders: [], quotes: [], verifies: [], cancels: [] };
  server.use(
    http.get('/api/courses', () => HttpResponse.json({ items: [course] })),
    http.get('/api/payments/config', () =>
      HttpResponse.json(
        opts.config ?? { enabled: true, keyId: 'rzp_test_key', checkoutUrl: CHECKOUT_URL, name: 'Pathshala', taxInvoice: true, gstRate: 18, states: STATES },
      ),
    ),
    http.post('/api/orders/quote', async ({ request }) => {
      const body = (await request.json()) as Body;
      sent.quotes.push(body);
      const quote = quoteFor(body);
      return quote instanceof Response ? quote : HttpResponse.json(quote);
    }),
    http.post('/api/orders', async ({ request }) => {
      const body = (await request.json()) as Body;
      sent.orders.push(body);
      if (opts.order) return opts.order();
      const quote = quoteFor(body);
      if (quote instanceof Response) return quote;
      const title = body.item.id === 'c1' ? course.title : note.title;
      const order = { id: 'ord_1', currency: 'INR', item: { ...body.item, title }, createdAt: Date.now(), ...quote, gst: undefined };
      if (quote.amount === 0) {
        return HttpResponse.json(
          { order: { ...order, status: 'paid', free: true }, checkout: null, downloadUrl: `/api/purchases/${body.item.id}/download` },
          { status: 201 },
        );
      }
      return HttpResponse.json(
        {
          order: { ...order, status: 'created' },
          checkout: {
            key: 'rzp_test_key',
            orderId: 'order_RZP1',
            amount: quote.amount,
            currency: 'INR',
            name: 'Pathshala',
            description: title,
            prefill: { email: 'asha@example.in' },
          },
        },
        { status: 201 },
      );
    }),
    http.post('/api/orders/:id/verify', async ({ request, params }) => {
      sent.verifies.push({ path: String(params.id), body: await request.json() });
      if (opts.verify) return opts.verify();
      return HttpResponse.json({ order: { id: 'ord_1', status: 'paid' }, downloadUrl: '/api/purchases/c1/download' });
    }),
    http.post('/api/orders/:id/cancel', async ({ request, params }) => {
      sent.cancels.push({ path: String(params.id), token: request.headers.get('X-CSRF-Token'), body: await request.json() });
      if (opts.cancel) return opts.cancel();
      return HttpResponse.json({ order: { id: String(params.id), status: 'cancelled' } });
    }),
    http.get('/api/me/purchases', () => HttpResponse.json({ items: [paidPurchase] })),
  );
  return sent;
}

// A stand-in for Razorpay's checkout.js: records the options it was opened with and, on open(),
// does what the customer would.
type Customer = 'pays' | 'pays-then-closes' | 'fails' | 'fails-then-closes' | 'closes';
export function stubCheckout(customer: Customer) {
  const opened: RazorpayOptions[] = [];
  class Checkout {
    private failed: ((f: RazorpayFailure) => void)[] = [];
    constructor(private readonly options: RazorpayOptions) {
      opened.push(options);
    }
    on(_event: 'payment.failed', callback: (f: RazorpayFailure) => void) {
      this.failed.push(callback);
    }
    open() {
      const o = this.options;
      if (customer === 'pays' || customer === 'pays-then-closes') {
        const result: CheckoutResult = { razorpay_order_id: o.order_id, razorpay_payment_id: 'pay_ABC', razorpay_signature: 'sig_hex' };
        o.handler(result);
        if (customer === 'pays-then-closes') o.modal?.ondismiss?.();
        return;
      }
      if (customer !== 'closes') {
        for (const f of this.failed)
          f({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this payment.', metadata: { payment_id: 'pay_X' } } });
      }
      if (customer !== 'fails') o.modal?.ondismiss?.();
    }
  }
  return { Razorpay: Checkout as unknown as RazorpayConstructor, opened };
}

const observers: MutationObserver[] = [];

// The checkout script the app adds to the page: "loads" (defining window.Razorpay) or fails.
export function serveCheckoutScript(outcome: { Razorpay: RazorpayConstructor } | 'fails') {
  const scripts: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        scripts.push(node);
        if (outcome === 'fails') node.dispatchEvent(new Event('error'));
        else {
          window.Razorpay = outcome.Razorpay;
          node.dispatchEvent(new Event('load'));
        }
      }
    }
  });
  observer.observe(document.head, { childList: true });
  observers.push(observer);
  return scripts;
}

// For afterEach: no script, no Razorpay and no spies carried into the next test.
export function resetCheckout() {
  observers.splice(0).forEach((o) => o.disconnect());
  delete window.Razorpay;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.restoreAllMocks();
}
