import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormError, SelectField, SubmitButton, TextField } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { useSaveCoupon } from '../api/save-coupon';
import type { Coupon } from '../api/types';
import { EMPTY_COUPON, couponInput, couponProblems, draftFromCoupon, type CouponDraft, type CouponField, type CouponProblems } from '../lib/coupons';
import { FreeItemsWarning } from './FreeItemsWarning';
import { CouponItemsField } from './CouponItemsField';

type Props = { editing: Coupon | null; onSaved: (coupon: Coupon) => void; onCancel: () => void };

const FIELDS: readonly CouponField[] = ['code', 'kind', 'value', 'includesGst', 'validFrom', 'validTo', 'maxUses', 'maxUsesPerStudent', 'items'];

// The server's field for an error: "items[2]" is the items, an existing code is the code's.
function serverField(e: unknown): CouponField | null {
  if (!(e instanceof ApiError)) return null;
  if (e.code === 'coupon-exists') return 'code';
  const field = e.extra.field?.replace(/[[.].*$/, '');
  return FIELDS.find((f) => f === field) ?? null;
}

// Add a coupon, or change one (its code stays: orders name it). The parent remounts it (key)
// for another coupon or after a save, so it always starts from the coupon.
export function CouponForm({ editing, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<CouponDraft>(() => (editing ? draftFromCoupon(editing) : EMPTY_COUPON));
  const [problems, setProblems] = useState<CouponProblems>({});
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCoupon();
  const uid = useId();
  const id = (f: CouponField) => `${uid}-${f}`;
  const set = (patch: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const focus = (f: CouponField) => document.getElementById(id(f))?.querySelector<HTMLElement>('input') ?? document.getElementById(id(f));

  // Edit moves the focus to the form, which may be far from the Edit button on a phone.
  useEffect(() => {
    if (editing) document.getElementById(`${uid}-kind`)?.focus();
  }, [editing, uid]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const found = couponProblems(draft);
    setProblems(found);
    setError(null);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      focus(first)?.focus();
      return;
    }
    save.mutate(
      { code: editing?.code ?? null, body: couponInput(draft) },
      {
        onSuccess: onSaved,
        onError: (err) => {
          const field = serverField(err);
          if (field) {
            setProblems({ [field]: err.message });
            focus(field)?.focus();
            setError('Please correct the highlighted field.');
          } else setError(err.message);
        },
      },
    );
  }

  const text = (f: Exclude<CouponField, 'kind' | 'items' | 'includesGst'>) => ({
    id: id(f),
    value: draft[f],
    error: problems[f],
    onChange: (e: { currentTarget: HTMLInputElement }) => set({ [f]: e.currentTarget.value }),
  });
  const title = editing ? `Edit coupon ${editing.code}` : 'Add a coupon';

  return (
    <form noValidate aria-label={title} onSubmit={submit} className="@container space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid gap-4 @md:grid-cols-2">
        <TextField
          {...text('code')}
          label="Code"
          hint={editing ? 'A code cannot change: orders name it.' : '3 to 20 letters, digits, - or _; students may type it in any case.'}
          required
          requiredMark
          disabled={Boolean(editing)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <SelectField
          id={id('kind')}
          label="Kind"
          value={draft.kind}
          error={problems.kind}
          onChange={(e) => set({ kind: e.currentTarget.value as CouponDraft['kind'] })}
        >
          <option value="percent">Percent off</option>
          <option value="fixed">Rupees off</option>
        </SelectField>
        <TextField
          {...text('value')}
          label={draft.kind === 'percent' ? 'Percent off' : 'Rupees off'}
          hint={draft.kind === 'percent' ? '1 to 100.' : 'Whole rupees.'}
          inputMode="numeric"
          required
          requiredMark
        />
        {draft.kind === 'fixed' ? (
          <SelectField
            id={id('includesGst')}
            label="Taken off"
            hint={
              draft.includesGst
                ? '"₹100 off" takes ₹100 off what the student pays.'
                : 'With GST added on top, "₹100 off" takes ₹118 off what the student pays (at 18%).'
            }
            value={draft.includesGst ? 'with-gst' : 'before-gst'}
            error={problems.includesGst}
            onChange={(e) => set({ includesGst: e.currentTarget.value === 'with-gst' })}
          >
            <option value="with-gst">the price the student sees (GST included)</option>
            <option value="before-gst">the listed price, before GST</option>
          </SelectField>
        ) : (
          <div className="hidden @md:block" />
        )}
        <TextField {...text('validFrom')} type="datetime-local" label="Valid from" hint="Empty: from now." />
        <TextField {...text('validTo')} type="datetime-local" label="Valid until" hint="Empty: no end." />
        <TextField {...text('maxUses')} label="Uses in all" hint="Empty: no limit." inputMode="numeric" />
        <TextField {...text('maxUsesPerStudent')} label="Uses per student" hint="Empty: no limit." inputMode="numeric" />
        <div className="@md:col-span-2">
          <CouponItemsField id={id('items')} value={draft.items} onChange={(items) => set({ items })} error={problems.items} />
        </div>
        <div className="@md:col-span-2">
          <FreeItemsWarning draft={draft} />
        </div>
      </div>
      <FormError message={error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-48">
          <SubmitButton disabled={save.isPending} pending={save.isPending}>
            {editing ? 'Save changes' : 'Add coupon'}
          </SubmitButton>
        </div>
        {editing && (
          <button type="button" onClick={onCancel} className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50">
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}
