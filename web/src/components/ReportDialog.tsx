import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '@/lib/api-client';
import { DETAILS_MAX, REPORT_REASONS, useSendReport, type ReportReason, type ReportRef } from '@/lib/reports';
import { fieldErrorClass, inputClass, labelClass } from './form/styles';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = ReportRef & { onClose: () => void };

// Where the server's refusal goes: a field's own error (invalid-field with its field), or a
// message for the whole form (429 too-many-reports, 404, no network).
function errorsOf(error: unknown): { field: 'reason' | 'details' | null; message: string } {
  if (error instanceof ApiError) {
    if (error.code === 'invalid-field' && (error.extra.field === 'reason' || error.extra.field === 'details'))
      return { field: error.extra.field, message: error.message };
    if (error.status === 404) return { field: null, message: 'This item is no longer on the site.' };
    return { field: null, message: error.message };
  }
  return { field: null, message: `Could not send the report. ${error instanceof Error ? error.message : ''}`.trim() };
}

// The "Report a problem" dialog (lazy chunk of ReportProblemButton): modal, labelled by its
// title, focus kept inside (Tab wraps), Escape or Cancel closes it (the button gets focus
// back). A reason, optional details (needed for Other; the server says so at the field), and
// `website`, a honeypot people never see: bots fill it, and the server thanks and drops them.
export default function ReportDialog({ kind, id, title, onClose }: Props) {
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const uid = useId();
  const titleId = `${uid}-title`;
  const reasonErrorId = `${uid}-reason-error`;
  const detailsId = `${uid}-details`;
  const detailsErrorId = `${uid}-details-error`;
  const countId = `${uid}-count`;

  const onEscape = useEffectEvent(() => onClose());
  useEffect(() => {
    // The first thing to do: choose a reason (or the dialog itself).
    const first = dialog.current?.querySelector<HTMLElement>('input[type="radio"]');
    (first ?? dialog.current)?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onEscape();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Tab and Shift+Tab wrap around inside the dialog.
  function trapTab(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && reason !== null),
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialog.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    if (!reason) {
      setMissingReason(true);
      return;
    }
    send.reset();
    const text = details.trim();
    send.mutate({ kind, id, reason, ...(text ? { details: text } : {}), website: honeypot.current?.value ?? '' });
  }

  const failure = send.isError ? errorsOf(send.error) : null;
  const reasonError = missingReason && !reason ? 'Choose what is wrong.' : failure?.field === 'reason' ? failure.message : null;
  const detailsError = failure?.field === 'details' ? failure.message : null;
  const formError = failure && !failure.field ? failure.message : null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 px-4 py-8" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
        className="max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl focus:outline-none"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          Report a problem
        </h2>
        <p className="mt-1 text-sm wrap-break-word text-slate-600">{title}</p>
        {send.isSuccess ? (
          <div className="mt-4 space-y-4">
            <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
              Thank you. An admin will look at it.
            </p>
            <button type="button" onClick={onClose} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
              Close
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
              <legend className={labelClass}>What is the problem?</legend>
              <div className="mt-2 space-y-1.5">
                {REPORT_REASONS.map((r) => (
                  <label key={r.value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="reason"
                      value={r.value}
                      checked={reason === r.value}
                      onChange={() => setReason(r.value)}
                      aria-invalid={reasonError ? true : undefined}
                      className="h-4 w-4 accent-brand-600"
                    />
                    {r.label}
                  </label>
                ))}
              </div>
              {reasonError && (
                <p id={reasonErrorId} className={fieldErrorClass}>
                  {reasonError}
                </p>
              )}
            </fieldset>
            <div>
              <label htmlFor={detailsId} className={labelClass}>
                What is wrong? (optional; needed for Other)
              </label>
              <textarea
                id={detailsId}
                name="details"
                rows={4}
                maxLength={DETAILS_MAX}
                value={details}
                onChange={(e) => setDetails(e.currentTarget.value)}
                aria-invalid={detailsError ? true : undefined}
                aria-describedby={`${countId}${detailsError ? ` ${detailsErrorId}` : ''}`}
                className={inputClass}
              />
              <p id={countId} className="mt-1 text-right text-xs text-slate-500">
                {details.length} / {DETAILS_MAX} characters
              </p>
              {detailsError && (
                <p id={detailsErrorId} className={fieldErrorClass}>
                  {detailsError}
                </p>
              )}
            </div>
            {/* The honeypot: out of sight, out of the tab order, ignored by screen readers. */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor={`${uid}-website`}>Website</label>
              <input ref={honeypot} id={`${uid}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            {formError && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {formError}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={onClose}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
              >
                Cancel
              </button>
              <button
                type="submit"
                disabled={send.isPending}
                aria-busy={send.isPending || undefined}
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {send.isPending ? 'Sending...' : 'Send'}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>,
    document.body,
  );
}
