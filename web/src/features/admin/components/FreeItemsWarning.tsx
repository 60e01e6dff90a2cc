import { useSaleItems } from '../api/get-sale-items';
import { itemsMadeFree, type CouponDraft } from '../lib/coupons';

const SHOWN = 8;

// Under the coupon form (issue 50): the items the code would make free, named, so that
// "₹100 off" on every item does not give the cheap ones away unnoticed. Nothing while the
// items load or when none is made free.
export function FreeItemsWarning({ draft }: { draft: CouponDraft }) {
  const items = useSaleItems();
  const free = itemsMadeFree(draft, items.data ?? []);
  if (free.length === 0) return null;
  const more = free.length - SHOWN;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">
        This code makes {free.length === 1 ? 'an item' : `${free.length} items`} free: students would pay nothing for {free.length === 1 ? 'it' : 'them'}.
      </p>
      <ul className="mt-1 list-disc pl-5 wrap-anywhere">
        {free.slice(0, SHOWN).map((i) => (
          <li key={`${i.type}/${i.id}`}>{i.title}</li>
        ))}
        {more > 0 && <li>and {more} more</li>}
      </ul>
    </div>
  );
}
