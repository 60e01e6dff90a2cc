import { lazy, Suspense, useRef } from 'react';
import { useBuy } from '../hooks/use-buy';
import type { ItemType } from '../api/types';
import { BuyStatus } from './BuyStatus';

// The checkout dialog is its own chunk, asked for on the press (while the account and the
// payments config are checked), so list pages stay within their budget.
const loadCheckoutDialog = () => import('./CheckoutDialog');
const CheckoutDialog = lazy(loadCheckoutDialog);

type Props = { id: string; type?: ItemType; title: string; label: string; className: string };

// Buy Now: our checkout dialog, then Razorpay's checkout, with the purchase's state under the
// button. Disabled while a purchase is under way, so one press makes one order. Focus comes
// back here when the dialog closes.
export function BuyButton({ id, type, title, label, className }: Props) {
  const { state, busy, buy, pay, closeCheckout } = useBuy({ id, type });
  const button = useRef<HTMLButtonElement>(null);

  function close() {
    closeCheckout();
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          loadCheckoutDialog().catch(() => {}); // a failure shows when the dialog renders
          void buy();
        }}
        disabled={busy}
        aria-busy={busy || undefined}
        className={`${className} disabled:opacity-60`}
      >
        {label}
      </button>
      <BuyStatus state={state} />
      {state.status === 'checkout' && (
        <Suspense fallback={null}>
          <CheckoutDialog title={title} item={state.item} config={state.config} pay={pay} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
