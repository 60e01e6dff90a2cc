import { TEXTS } from '../lib/texts';

// The page's shape while its data loads: the heading, the subject, the papers line and three
// question cards.
export function MostAskedSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-3xl px-4 py-8">
      <span className="sr-only">{TEXTS.loading}</span>
      <div aria-hidden="true">
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-6 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
