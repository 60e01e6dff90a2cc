import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ME_KEY, meQuery } from '@/lib/auth';
import { cancelOrder } from '../api/cancel-order';
import { createOrder } from '../api/create-order';
import { paymentsConfigQuery } from '../api/get-payments-config';
import { findItemType } from '../api/item-type';
import { commerceKeys } from '../api/keys';
import type { CheckoutResult, EnabledPaymentsConfig, ItemType, OrderRequest, RazorpayOrder } from '../api/types';
import { verifyOrder } from '../api/verify-order';
import { CANCELLED_MESSAGE, PAYMENTS_OFF_MESSAGE, SIGN_UP_QUESTION, failedMessage, orderErrorMessage, unconfirmedMessage } from '../lib/buy-messages';
import { SDK_MISSING_MESSAGE, loadCheckoutScript } from '../lib/checkout-script';
import { startDownload } from '../lib/download';
import type { RazorpayConstructor } from '../lib/razorpay';

// Where a purchase stands, shown next to its Buy Now button.
export type BuyState =
  | { status: 'idle' }
  | { status: 'opening' } // checking the account and whether the site takes payments
  | { status: 'checkout'; item: { type: ItemType; id: string }; config: EnabledPaymentsConfig } // our checkout dialog is open
  | { status: 'open' } // Razorpay's checkout is on screen
  | { status: 'verifying' } // checkout said paid; our server is checking the signature
  | { status: 'failed'; message: string }
  | { status: 'cancelled'; message: string }
  | { status: 'error'; message: string }
  | { status: 'unconfirmed'; message: string };

// A coupon made the item free while the dialog showed: now that it is gone, the account is
// asked again, so the card says View Now.
function askOwnershipAgain(client: QueryClient, grantedFree: { current: boolean }) {
  if (!grantedFree.current) return;
  grantedFree.current = false;
  void client.invalidateQueries({ queryKey: ME_KEY });
}

// Not 'checkout': the dialog covers the button, and the button must take focus back when the
// dialog closes.
const BUSY: ReadonlySet<BuyState['status']> = new Set(['opening', 'open', 'verifying']);

// What placing the order from the checkout dialog came to, for the dialog to show:
// free: a coupon made it free and the item is the student's (no Razorpay);
// problem: the order was refused (a coupon at its field, the rest as a message), dialog stays;
// stay: nothing to show (the checkout script did not load: alerted), dialog stays;
// left: the dialog is gone (Razorpay opened, the student closed it, or went elsewhere).
export type PayOutcome =
  { kind: 'free'; downloadUrl: string | null; coupon: string | null } | { kind: 'problem'; error: unknown } | { kind: 'stay' } | { kind: 'left' };

// Buy Now for one premium course or Brevi Learning notes card: our checkout dialog first (the
// price, a coupon, the invoice's name and state), then Razorpay's checkout. The browser only
// opens Razorpay's checkout; the order (and its price) comes from our server and only our
// server decides, from Razorpay's signature, that it was paid. Without a type (a course details
// page opened from a shared link) the premium course list tells which it is.
export function useBuy(item: { id: string; type?: ItemType }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const client = useQueryClient();
  const [state, setState] = useState<BuyState>({ status: 'idle' });
  // Counts dialogs closed: an order answered after its dialog was closed is not carried on.
  const closedDialogs = useRef(0);
  // A coupon made the item free: the account is asked again once the dialog is gone (asking
  // while it shows would turn Buy Now into View Now and take the dialog with it).
  const grantedFree = useRef(false);

  // Also when the page goes away with the dialog (its My purchases link).
  useEffect(() => () => askOwnershipAgain(client, grantedFree), [client]);

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

  function openCheckout(Razorpay: RazorpayConstructor, { order, checkout }: RazorpayOrder) {
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
    if (BUSY.has(state.status) || state.status === 'checkout') return;
    setState({ status: 'opening' });
    try {
      const [user, config] = await Promise.all([client.ensureQueryData(meQuery).catch(() => null), client.fetchQuery(paymentsConfigQuery)]);
      if (!config.enabled) return setState({ status: 'error', message: PAYMENTS_OFF_MESSAGE });
      if (!user) return askToSignUp();
      const type = item.type ?? (await findItemType(client, item.id));
      setState({ status: 'checkout', item: { type, id: item.id }, config });
    } catch (e) {
      setState({ status: 'error', message: orderErrorMessage(e) });
    }
  }

  // The dialog's Cancel, Escape or Close.
  function closeCheckout() {
    closedDialogs.current += 1;
    setState((s) => (s.status === 'checkout' ? { status: 'idle' } : s));
    askOwnershipAgain(client, grantedFree);
  }

  // The dialog's Pay: the order, then Razorpay's checkout (the dialog closes) unless a coupon
  // made it free. expectFree: the quote said free, so the checkout script is not needed.
  async function pay(request: OrderRequest, expectFree: boolean): Promise<PayOutcome> {
    if (state.status !== 'checkout') return { kind: 'left' };
    const { config } = state;
    const dialog = closedDialogs.current;
    const closed = () => closedDialogs.current !== dialog;
    // Both at once: the script is cached after the first press; an order left unpaid costs
    // nothing (it simply stays "created", and the next Pay reuses it).
    const script = expectFree ? null : loadCheckoutScript(config.checkoutUrl);
    script?.catch(() => {}); // awaited below; a free order never needs it
    let created;
    try {
      created = await createOrder(request);
    } catch (e) {
      if (closed()) return { kind: 'left' };
      if (e instanceof ApiError && e.code === 'already-purchased') {
        goToDownload('owned');
        return { kind: 'left' };
      }
      if (e instanceof ApiError && e.status === 401) {
        void client.invalidateQueries({ queryKey: ME_KEY }); // the session ended meanwhile
        askToSignUp();
        return { kind: 'left' };
      }
      return { kind: 'problem', error: e };
    }
    if (created.checkout === null) {
      grantedFree.current = true;
      void client.invalidateQueries({ queryKey: commerceKeys.purchases });
      if (closed()) askOwnershipAgain(client, grantedFree);
      return { kind: 'free', downloadUrl: created.downloadUrl ?? null, coupon: created.order.coupon ?? request.coupon ?? null };
    }
    let Razorpay: RazorpayConstructor | null = null;
    try {
      Razorpay = await (script ?? loadCheckoutScript(config.checkoutUrl));
    } catch {
      if (!closed()) {
        window.alert(SDK_MISSING_MESSAGE);
        return { kind: 'stay' }; // the order stays open: the next Pay reuses it
      }
    }
    if (Razorpay && !closed()) openCheckout(Razorpay, created);
    // Closed while the order was being made: the student changed their mind, so the order is
    // given up as a dismissed checkout's is.
    else cancelOrder(created.order.id).catch(() => {});
    return { kind: 'left' };
  }

  return { state, busy: BUSY.has(state.status), buy, pay, closeCheckout };
}
