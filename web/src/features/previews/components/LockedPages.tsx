import type { ReactNode } from 'react';
import { LOCKED_ID } from '../lib/preview-state';
import { TEXTS } from '../lib/texts';

// After a priced item's free pages: how many more its buyers get, and the way to buy it (the
// same action as at the top of the page). A link to one of those pages (?page=N) lands here.
export function LockedPages({ count, shown, action }: { count: number; shown: number; action: ReactNode }) {
  return (
    <section
      id={LOCKED_ID}
      tabIndex={-1}
      aria-labelledby={`${LOCKED_ID}-heading`}
      className="mt-8 scroll-mt-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-center"
    >
      <h2 id={`${LOCKED_ID}-heading`} className="text-lg font-semibold text-amber-950">
        {TEXTS.lockedHeading(count, shown)}
      </h2>
      <p className="mt-1 text-amber-900">{TEXTS.lockedMessage}</p>
      <div className="mt-4 flex justify-center">{action}</div>
    </section>
  );
}
