import type { Ref } from 'react';
import { fieldErrorClass, inputClass, labelClass } from '@/components/form';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
  applied: string | null;
  error: string | null;
  applying: boolean;
  inputRef: Ref<HTMLInputElement>;
};

// "Coupon code" with Apply beside it. The server's refusal stays at the field (aria-invalid,
// aria-describedby); Enter applies the code rather than paying.
export function CouponField({ id, value, onChange, onApply, onRemove, applied, error, applying, inputRef }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name="coupon"
          type="text"
          value={value}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onApply();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} min-w-0 flex-1 uppercase`}
        />
        <button
          type="button"
          onClick={onApply}
          disabled={applying}
          aria-busy={applying || undefined}
          className="mt-1 shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-60"
        >
          Apply
        </button>
      </div>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
      {applied && !error && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-emerald-800">
          Coupon {applied} applied.
          <button type="button" onClick={onRemove} className="text-slate-600 underline underline-offset-2 hover:text-slate-900">
            Remove<span className="sr-only"> coupon {applied}</span>
          </button>
        </p>
      )}
    </div>
  );
}
