import type { CheckoutResult } from '../api/types';

// The part of Razorpay's Standard Checkout (checkout.js) this app uses:
// new Razorpay(options), .on('payment.failed', …), .open().
export type RazorpayOptions = {
  key: string;
  amount: number; // paise
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill?: { email?: string };
  handler: (result: CheckoutResult) => void;
  modal?: { ondismiss?: () => void };
};

// What checkout gives 'payment.failed': the reason, written for the customer.
export type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
};

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
