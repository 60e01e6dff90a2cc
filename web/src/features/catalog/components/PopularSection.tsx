import { lazy, Suspense } from 'react';
import type { YearKey } from '@/lib/years';

// "Most downloaded this week": the list is a chunk loaded after the page (not part of a list
// page's first-load JavaScript, see scripts/check-budget.mjs) and shown only when there is
// something to show; a chunk that cannot be downloaded (offline) is simply nothing, not the
// page's error. This wrapper is a few lines of the entry chunk: the router imports it to pass
// it to the year pages (routes/year-page.ts), and /home uses it too.
const PopularDownloads = lazy(() => import('./PopularDownloads').catch(() => ({ default: () => null })));

export function PopularSection({ year }: { year?: YearKey }) {
  return (
    <Suspense fallback={null}>
      <PopularDownloads year={year} />
    </Suspense>
  );
}
