import { lazy, Suspense, useId, useState } from 'react';
import type { AlertSearch } from '../api/types';

// The form (or the sign-in prompt) is a chunk loaded on the first press: the portal's
// first-load JavaScript (scripts/check-budget.mjs) carries only this button. Offline before
// the chunk was ever loaded, the panel says so instead of the page's error boundary.
const SaveAlertPanel = lazy(() =>
  import('./SaveAlertPanel').catch(() => ({
    default: () => (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        Could not load job alerts. Check your internet connection and reload the page.
      </p>
    ),
  })),
);

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinecap="round" strokeLinejoin="round" d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 10a2 2 0 0 0 4 0" />
    </svg>
  );
}

// "Get alerts for this search" on the job portal: a disclosure button one text line high, so
// it sits on the line of the job count (which the server's first HTML has too) without moving
// the list; pressing it opens, below that line, the form that saves the portal's current
// search (q, field, experience: what the portal asks /api/jobs for) as a daily or weekly
// e-mail. Its container should be a wrapping flex row: the panel takes a line of its own.
export function JobAlertButton({ search }: { search: AlertSearch }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        // -my-2 py-2: a finger-sized target on a line only as tall as the text.
        className="-my-2 inline-flex items-center gap-1.5 py-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <BellIcon />
        Get alerts for this search
      </button>
      {open && (
        // The job list around it is a polite live region; the panel's own status and alert
        // messages are enough to hear, not its every change.
        <div id={panelId} aria-live="off" className="basis-full">
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                Loading…
              </p>
            }
          >
            {/* A new search is a new alert: the form starts again for it. */}
            <SaveAlertPanel key={`${search.q}\n${search.field}\n${search.experience}`} search={search} />
          </Suspense>
        </div>
      )}
    </>
  );
}
