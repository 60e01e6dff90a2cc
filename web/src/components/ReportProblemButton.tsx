import { lazy, Suspense, useRef, useState } from 'react';
import type { ReportRef } from '@/lib/reports';

// The dialog is its own chunk, downloaded on the first press: list pages stay within budget.
const ReportDialog = lazy(() => import('./ReportDialog'));

type Props = ReportRef & { className?: string };

// "Report a problem" on a paper, note, course, project or job (cards and detail pages, beside
// "Save"): a small text button, low in emphasis and in height, that opens the report dialog
// (ReportDialog). Anyone may report, signed in or not. Focus comes back here when the dialog
// closes.
export function ReportProblemButton({ kind, id, title, className = '' }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-label={`Report a problem: ${title}`}
        onClick={() => setOpen(true)}
        className={`shrink-0 rounded px-1 py-0.5 text-xs text-slate-500 underline decoration-slate-300 underline-offset-2 hover:text-slate-800 ${className}`}
      >
        Report a problem
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} title={title} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
