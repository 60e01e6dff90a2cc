import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormError, SubmitButton, TextAreaField, TextField, labelClass } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { formatPaise } from '@/lib/format';
import { useRefundOrder } from '../api/refund-order';
import type { Refund } from '../api/types';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { REASON_MAX, refundBody, refundProblems, type RefundDraft, type RefundProblems } from '../lib/refunds';

type Props = { orderId: string; refundable: number; onDone: (refund: Refund) => void; onCancel: () => void };

const secondaryClass = 'rounded-lg border border-slate-300 px-4 py-2.5 font-semibold hover:bg-slate-50';

// The refund of a paid order: all that is left, or part of it, and why. The form's
// Idempotency-Key is made once, when it opens, and sent with every press of Confirm refund: a
// double click, or a retry after an error or a lost answer, is the same refund on the server.
export function RefundForm({ orderId, refundable, onDone, onCancel }: Props) {
  const [key] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<RefundDraft>({ mode: 'full', amount: '', reason: '' });
  const [problems, setProblems] = useState<RefundProblems>({});
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundOrder();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  // Set at once on submit, before the disabled button has rendered: a second press of a
  // double click sends nothing (and would be the same refund anyway, by its key).
  const sending = useRef(false);
  const noteId = `${id}-note`;

  // The form opens below the order: the admin's next step is in it.
  useEffect(() => first.current?.focus(), []);

  const set = (patch: Partial<RefundDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    const found = refundProblems(draft, refundable);
    setProblems(found);
    setError(null);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    sending.current = true;
    refund.mutate(
      { orderId, body: refundBody(draft), idempotencyKey: key },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (r) => onDone(r.refund),
        onError: (err) => {
          const field = err instanceof ApiError ? err.extra.field : undefined;
          if ((field === 'amount' && draft.mode === 'partial') || field === 'reason') {
            setProblems({ [field]: err.message });
            document.getElementById(`${id}-${field}`)?.focus();
          } else setError(err.message);
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-label="Refund this order"
      aria-describedby={noteId}
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
    >
      <p id={noteId} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        A full refund removes the student&apos;s access; a partial refund keeps it.
      </p>
      <fieldset>
        <legend className={labelClass}>How much</legend>
        <div className="mt-2 space-y-1.5">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              ref={first}
              type="radio"
              name={`${id}-mode`}
              checked={draft.mode === 'full'}
              onChange={() => set({ mode: 'full' })}
              className="h-4 w-4 accent-brand-600"
            />
            Full refund ({formatPaise(refundable)})
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={draft.mode === 'partial'}
              onChange={() => set({ mode: 'partial' })}
              className="h-4 w-4 accent-brand-600"
            />
            Partial amount
          </label>
        </div>
      </fieldset>
      {draft.mode === 'partial' && (
        <TextField
          id={`${id}-amount`}
          label="Amount in rupees"
          hint={`Up to ${formatPaise(refundable)}, with at most two decimals. All of it is a full refund.`}
          inputMode="decimal"
          autoComplete="off"
          required
          value={draft.amount}
          onChange={(e) => set({ amount: e.currentTarget.value })}
          error={problems.amount}
        />
      )}
      <TextAreaField
        id={`${id}-reason`}
        label="Reason"
        hint="Kept with the refund and in the activity log."
        rows={3}
        maxLength={REASON_MAX}
        required
        value={draft.reason}
        onChange={(e) => set({ reason: e.currentTarget.value })}
        error={problems.reason}
      />
      <FormError message={error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-48">
          <SubmitButton disabled={refund.isPending} pending={refund.isPending}>
            {refund.isPending ? 'Refunding...' : 'Confirm refund'}
          </SubmitButton>
        </div>
        <button type="button" onClick={onCancel} className={secondaryClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
