import { ErrorText } from '@/components/ErrorText';
import { fieldErrorClass, hintClass, labelClass } from '@/components/form';
import { formatPrice } from '@/lib/format';
import { useSaleItems } from '../api/get-sale-items';
import type { CouponItem, SaleItem } from '../api/types';
import { itemKey } from '../lib/coupons';

type Props = { id: string; value: CouponItem[]; onChange: (items: CouponItem[]) => void; error?: string | null };

// The items a coupon is limited to: a checkbox per priced premium course and Brevi Learning
// notes card, grouped as the shop shows them; none chosen is every item. A chosen item the
// lists no longer have (deleted, or made free) stays, so saving does not drop it unseen.
export function CouponItemsField({ id, value, onChange, error }: Props) {
  const items = useSaleItems();
  const chosen = new Set(value.map(itemKey));
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  function toggle(item: CouponItem, on: boolean) {
    onChange(on ? [...value, { type: item.type, id: item.id }] : value.filter((i) => itemKey(i) !== itemKey(item)));
  }

  const known = items.data ?? [];
  const shown = known.filter((i) => i.price > 0 || chosen.has(itemKey(i)));
  const missing = value.filter((v) => !known.some((i) => itemKey(i) === itemKey(v)));
  const groups = [...new Set(shown.map((i) => i.group))];
  const box = (item: CouponItem, label: string) => (
    <label key={itemKey(item)} className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={chosen.has(itemKey(item))}
        onChange={(e) => toggle(item, e.currentTarget.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 wrap-break-word">{label}</span>
    </label>
  );

  return (
    <fieldset id={id} aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined}>
      <legend className={labelClass}>Items</legend>
      <p id={hintId} className={hintClass}>
        {value.length === 0 ? 'None chosen: the code works for every item.' : `${value.length} chosen: the code works for these only.`}
      </p>
      {items.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading the items...
        </p>
      ) : items.isError ? (
        <div className="mt-2">
          <ErrorText message={`Could not load the items. ${items.error.message}`} onRetry={() => void items.refetch()} />
        </div>
      ) : (
        <div className="mt-2 max-h-72 space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3">
          {groups.map((g) => (
            <div key={g} role="group" aria-label={g} className="space-y-1.5">
              <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {g}
              </p>
              {shown.filter((i) => i.group === g).map((i: SaleItem) => box(i, `${i.title} (${formatPrice(i.price)})`))}
            </div>
          ))}
          {missing.length > 0 && (
            <div role="group" aria-label="No longer on sale" className="space-y-1.5">
              <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                No longer on sale
              </p>
              {missing.map((i) => box(i, `${i.type === 'course' ? 'Course' : 'Notes'} ${i.id}`))}
            </div>
          )}
          {groups.length === 0 && missing.length === 0 && <p className="text-sm text-slate-600">No priced items yet.</p>}
        </div>
      )}
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
