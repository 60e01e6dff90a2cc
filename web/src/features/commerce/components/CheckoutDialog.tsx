import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { EnabledPaymentsConfig, ItemType, OrderRequest } from '../api/types';
import type { PayOutcome } from '../hooks/use-buy';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { CheckoutForm, type Granted } from './CheckoutForm';
import { FreeGranted } from './FreeGranted';

type Props = {
  title: string;
  item: { type: ItemType; id: string };
  config: EnabledPaymentsConfig;
  pay: (request: OrderRequest, expectFree: boolean) => Promise<PayOutcome>;
  onClose: () => void;
};

// "Checkout" (a lazy chunk of BuyButton, so list pages do not carry it): modal, labelled by
// its title, focus kept inside, Escape, Cancel or a click outside closes it. It holds the
// form until the item is the student's for free; a paid order closes it for Razorpay's own.
// A sheet as wide as the screen on a phone, a centred box from sm up.
export default function CheckoutDialog({ title, item, config, pay, onClose }: Props) {
  const { ref, onKeyDown } = useModalDialog(onClose);
  const [granted, setGranted] = useState<Granted | null>(null);
  const titleId = `${useId()}-title`;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 sm:items-center sm:px-4 sm:py-8"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="max-h-full w-full overflow-y-auto rounded-t-2xl bg-white p-5 text-left shadow-xl focus:outline-none sm:max-w-md sm:rounded-2xl sm:p-6"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          Checkout
        </h2>
        <p className="mt-1 font-medium wrap-break-word text-slate-700">{title}</p>
        {granted ? (
          <FreeGranted id={item.id} title={title} coupon={granted.coupon} downloadUrl={granted.downloadUrl} onClose={onClose} />
        ) : (
          <CheckoutForm item={item} config={config} pay={pay} onFree={setGranted} onCancel={onClose} />
        )}
      </div>
    </div>,
    document.body,
  );
}
