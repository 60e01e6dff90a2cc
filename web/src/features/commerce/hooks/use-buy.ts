import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ME_KEY, meQuery } from '@/lib/auth';
import { cancelOrder } from '../api/cancel-order';
import { createOrder } from '../api/create-order';
import { paymentsConfigQuery } from '../api/get-payments-config';
import { findItemType } from '../api/item-type';
import { commerceKeys } from '../api/keys';
import type { CheckoutResult, CreatedOrder, ItemType } from '../api/types';
import { verifyOrder } from '../api/verify-order';
import { CANCELLED_MESSAGE, PAYMENTS_OFF_MESSAGE, SIGN_UP_QUESTION, failedMessage, orderErrorMessage, unconfirmedMessage } from '../lib/buy-messages';
import { SDK_MISSING_MESSAGE, loadCheckoutScript } from '../lib/checkout-script';
import { startDownload } from '../lib/download';
import type { RazorpayConstructor } from '../lib/razorpay';

// Where a purchase stands, shown next to its Buy Now button.
export type BuyState =
  | { status: 'idle' }
  | { status: 'opening' } // checking the account, creating the order, loading checkout
  | { status: 'open' } // Razorpay's checkout is on screen
  | { status: 'verifying' } // checkout said paid; our server is checking the signature
  | { status: 'failed'; message: string }
  | { status: 'cancelled'; message: string }
  | { status: 'error'; message: string }
  | { status: 'unconfirmed'; message: string };

const BUSY: ReadonlySet<BuyState['status']> = new Set(['opening', 'open', 'verifying']);

// Buy Now for one premium course or Brevi Learning notes card. The browser only opens
// Razorpay's checkout; the order (and its price) comes from our server and only our server
// decides, from Razorpay's signature, that it was paid. Without a type (a course details page
// opened from a shared link) the premium course list tells which it is.
export function useBuy(item: { id: string; type?: ItemType }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const [state, setState] = useState<BuyState>({ status: 'idle' });

  // SPEC §4: yes → the sign-in modal, remembering this page; no → the login page.
  function askToSignUp() {
    setState({ status: 'idle' });
    const from = pathname + search;
    if (window.confirm(SIGN_UP_QUESTION)) navigate('/auth_model', { state: { from } });
    else navigate('/login', { state: { from } });
  }

  // Owned already (bought on another device, or paid a moment ago): to its download.
  function goToDownload(param: 'paid' | 'owned') {
    void client.invalidateQueries({ queryKey: ME_KEY });
    void client.invalidateQueries({ queryKey: commerceKeys.purchases });
    setState({ status: 'idle' });
    navigate(`/purchases?${new URLSearchParams({ [param]: item.id })}`);
  }

  async function verify(orderId: string, result: CheckoutResult) {
    setState({ status: 'verifying' });
    try {
      const { downloadUrl } = await verifyOrder(orderId, result);
      startDownload(downloadUrl);
      goToDownload('paid');
    } catch (e) {
      setState({ status: 'unconfirmed', message: unconfirmedMessage(e) });
    }
  }

  function openCheckout(Razorpay: RazorpayConstructor, { order, checkout }: CreatedOrder) {
    // Checkout stays open after a failed attempt (the student may try another card); closing
    // it then keeps the failure on screen rather than calling it a cancellation.
    let failure: string | null = null;
    // Checkout handed over a payment: the order is being verified, never cancelled.
    let paid = false;
    const rzp = new Razorpay({
      key: checkout.key,
      amount: checkout.amount,
      currency: checkout.currency || 'INR',
      name: checkout.name,
      description: checkout.description,
      order_id: checkout.orderId,
      prefill: { email: checkout.prefill?.email },
      handler: (result) => {
        paid = true;
        void verify(order.id, result);
      },
      modal: {
        ondismiss: () => {
          if (paid) return;
          setState(failure ? { status: 'failed', message: failure } : { status: 'cancelled', message: CANCELLED_MESSAGE });
          // Tell the server the order is given up. Its failure changes nothing the student
          // sees: the server expires unpaid orders anyway.
          cancelOrder(order.id).catch(() => {});
        },
      },
    });
    rzp.on('payment.failed', (response) => {
      failure = failedMessage(response);
      setState({ status: 'failed', message: failure });
    });
    setState({ status: 'open' }); // before open(): the handler may run at once
    rzp.open();
  }

  async function buy() {
    if (BUSY.has(state.status)) return;
    setState({ status: 'opening' });
    try {
      const [user, config] = await Promise.all([client.ensureQueryData(meQuery).catch(() => null), client.fetchQuery(paymentsConfigQuery)]);
      if (!config.enabled) return setState({ status: 'error', message: PAYMENTS_OFF_MESSAGE });
      if (!user) return askToSignUp();
      const type = item.type ?? (await findItemType(client, item.id));
      // Both at once: the script is cached after the first press; an order left unpaid costs
      // nothing (it simply stays "created").
      const [script, order] = await Promise.allSettled([loadCheckoutScript(config.checkoutUrl), createOrder({ type, id: item.id })]);
      if (order.status === 'rejected') {
        const e = order.reason;
        if (e instanceof ApiError && e.code === 'already-purchased') return goToDownload('owned');
        if (e instanceof ApiError && e.status === 401) {
          void client.invalidateQueries({ queryKey: ME_KEY }); // the session ended meanwhile
          return askToSignUp();
        }
        return setState({ status: 'error', message: orderErrorMessage(e) });
      }
      if (script.status === 'rejected') {
        setState({ status: 'idle' });
        window.alert(SDK_MISSING_MESSAGE);
        return;
      }
      openCheckout(script.value, order.value);
    } catch (e) {
      setState({ status: 'error', message: orderErrorMessage(e) });
    }
  }

  return { state, busy: BUSY.has(state.status), buy };
}
