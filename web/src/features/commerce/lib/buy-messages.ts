import { ApiError } from '@/lib/api-client';
import type { RazorpayFailure } from './razorpay';

// What a student reads about a purchase (SPEC §4; issue 10).
export const SIGN_UP_QUESTION = 'You need an account to buy this course. Create your account?';
export const PAYMENTS_OFF_MESSAGE = 'Payments are not available on this site yet.';
export const CANCELLED_MESSAGE = 'Payment cancelled. You can try again when you are ready.';

// Checkout's own reason, e.g. "Payment failed: Your bank declined this payment. No money was
// taken; try again."
export function failedMessage(failure: RazorpayFailure): string {
  const reason = failure.error?.description?.trim().replace(/[.\s]+$/, '') || 'the payment did not go through';
  return `Payment failed: ${reason}. No money was taken; try again.`;
}

// Why an order could not be started. The server's messages are written for students
// (e.g. 503 payments-unavailable says Razorpay cannot be reached).
export function orderErrorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.code === 'payments-not-configured' ? PAYMENTS_OFF_MESSAGE : e.message;
  return 'Could not start the payment. Please try again.';
}

// Checkout said the payment went through, but our server could not confirm it. The server also
// hears from Razorpay directly, so a real payment is not lost: it shows up in My purchases.
export function unconfirmedMessage(e: unknown): string {
  const why = e instanceof ApiError ? e.message : 'We could not confirm your payment.';
  return `${why} If money was taken, your purchase will appear in My purchases as soon as Razorpay confirms it.`;
}

// The checkout dialog's fields the server can refuse (invalid-field with its field).
export type CheckoutField = 'coupon' | 'name' | 'state' | 'gstin';
const FIELDS: Record<string, CheckoutField> = {
  coupon: 'coupon',
  'buyer.name': 'name',
  name: 'name',
  'buyer.state': 'state',
  state: 'state',
  'buyer.gstin': 'gstin',
};

// Where a refused quote or order goes in the checkout dialog: the server's message at its
// field (e.g. coupon: "This code cannot be used for this purchase. …", or the wait after
// too many codes that did not apply), anything else as a message for the form.
export function checkoutProblem(e: unknown): { field: CheckoutField | null; message: string } {
  const field = e instanceof ApiError && e.extra.field ? FIELDS[e.extra.field] : undefined;
  if (field) return { field, message: (e as ApiError).message };
  return { field: null, message: orderErrorMessage(e) };
}
