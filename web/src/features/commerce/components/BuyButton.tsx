import { useBuy } from '../hooks/use-buy';
import type { ItemType } from '../api/types';
import { BuyStatus } from './BuyStatus';

type Props = { id: string; type?: ItemType; label: string; className: string };

// Buy Now that opens Razorpay's checkout, with the purchase's state under it. Disabled while a
// purchase is under way, so one press makes one order.
export function BuyButton({ id, type, label, className }: Props) {
  const { state, busy, buy } = useBuy({ id, type });
  return (
    <>
      <button type="button" onClick={() => void buy()} disabled={busy} aria-busy={busy || undefined} className={`${className} disabled:opacity-60`}>
        {label}
      </button>
      <BuyStatus state={state} />
    </>
  );
}
