import { useState } from 'react';
import type { Coupon } from '../api/types';
import { CouponForm } from './CouponForm';
import { CouponList } from './CouponList';

// The "Coupons" tab (?tab=Coupons, issue 29): the coupons beside the form that adds one or
// changes the one chosen, as the category tabs lay out records and their form.
export function CouponsPanel() {
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <section aria-label="Coupons" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <CouponList
        editingCode={editing?.code ?? null}
        onEdit={(c) => {
          setEditing(c);
          setSaved(null);
        }}
        onDeleted={(code) => {
          if (editing?.code === code) setEditing(null);
          setSaved(`Deleted coupon ${code}.`);
        }}
      />
      <div className="space-y-3">
        <CouponForm
          key={`${editing?.code ?? 'new'}/${editing?.updatedAt ?? ''}/${saves}`}
          editing={editing}
          onSaved={(c) => {
            setEditing(null);
            setSaves((n) => n + 1);
            setSaved(`Saved coupon ${c.code}.`);
          }}
          onCancel={() => setEditing(null)}
        />
        {/* Outside the form, which starts afresh after a save: the region is there before its
            text, so screen readers announce the text. */}
        <p role="status" className={saved ? 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900' : 'sr-only'}>
          {saved}
        </p>
      </div>
    </section>
  );
}
