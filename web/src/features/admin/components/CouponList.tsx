import { Fragment, useId, useState } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { ApiError } from '@/lib/api-client';
import { useCoupons } from '../api/get-coupons';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useSaleItems } from '../api/get-sale-items';
import type { Coupon } from '../api/types';
import { couponDiscountLabel, couponUsesLabel, couponValueLabel, itemKey } from '../lib/coupons';
import { formatTime } from '../lib/format';

const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';

function validity(c: Coupon): string {
  if (c.validFrom !== null && c.validTo !== null) return `${formatTime(c.validFrom)} to ${formatTime(c.validTo)}`;
  if (c.validFrom !== null) return `From ${formatTime(c.validFrom)}`;
  if (c.validTo !== null) return `Until ${formatTime(c.validTo)}`;
  return 'Always';
}

type Props = { editingCode: string | null; onEdit: (coupon: Coupon) => void; onDeleted: (code: string) => void };

// The coupons, newest first, as cards (the same on a phone and a wide screen): the code, what
// it takes off, when it is valid, how often it was used of how often it may be, the limit per
// student, its items and the discount it gave; Edit and Delete.
export function CouponList({ editingCode, onEdit, onDeleted }: Props) {
  const coupons = useCoupons();
  const items = useSaleItems();
  const remove = useDeleteCoupon();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const summaryId = useId();
  const titles = new Map((items.data ?? []).map((i) => [itemKey(i), i.title]));

  function confirmDelete(c: Coupon) {
    if (!window.confirm(`Delete coupon ${c.code}? Students can no longer use it; orders that used it keep its code.`)) return;
    setDeleteError(null);
    remove.mutate(c.code, {
      onSuccess: () => onDeleted(c.code),
      onError: (e) =>
        setDeleteError(e instanceof ApiError && e.status === 404 ? `Coupon ${c.code} was deleted already.` : `Could not delete ${c.code}. ${e.message}`),
    });
  }

  if (coupons.isPending)
    return (
      <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
        Loading coupons...
      </p>
    );
  if (coupons.isError) return <ErrorText message={`Could not load the coupons. ${coupons.error.message}`} onRetry={() => void coupons.refetch()} />;

  const list = coupons.data;
  return (
    <div className="space-y-2">
      {deleteError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {deleteError}
        </p>
      )}
      {list.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">No coupons yet. Add one with the form.</p>
      ) : (
        <>
          <p id={summaryId} className="text-sm font-medium text-slate-700">
            Coupons, newest first: {list.length}
          </p>
          <ul aria-labelledby={summaryId} className="space-y-3">
            {list.map((c) => {
              const facts: [string, string][] = [
                ['Valid', validity(c)],
                ['Uses', couponUsesLabel(c)],
                ['Per student', c.maxUsesPerStudent === null ? 'No limit' : String(c.maxUsesPerStudent)],
                ['Items', c.items.length === 0 ? 'All items' : c.items.map((i) => titles.get(itemKey(i)) ?? i.id).join(', ')],
                ['Discount given', couponDiscountLabel(c)],
              ];
              const deleting = remove.isPending && remove.variables === c.code;
              return (
                <li key={c.code} aria-label={c.code} className={`rounded-xl bg-white p-4 shadow-sm ${editingCode === c.code ? 'ring-2 ring-brand-600' : ''}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <h3 className="font-mono font-semibold wrap-anywhere text-slate-900">{c.code}</h3>
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">{couponValueLabel(c)}</span>
                  </div>
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                    {facts.map(([label, value]) => (
                      <Fragment key={label}>
                        <dt className="text-slate-600">{label}</dt>
                        <dd className="wrap-break-word">{value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button type="button" className={buttonClass} aria-label={`Edit ${c.code}`} onClick={() => onEdit(c)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className={buttonClass}
                      aria-label={`Delete ${c.code}`}
                      disabled={remove.isPending}
                      aria-busy={deleting || undefined}
                      onClick={() => confirmDelete(c)}
                    >
                      {deleting ? 'Deleting...' : 'Delete'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
