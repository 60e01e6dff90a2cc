import { TEXTS } from '../lib/texts';

// The page's shape while its data loads: the heading, the action and an A4 page.
export function PreviewSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-3xl px-4 py-8">
      <span className="sr-only">{TEXTS.loading}</span>
      <div aria-hidden="true">
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-5 w-24 animate-pulse rounded bg-slate-200" />
        <div className="mt-4 h-12 w-48 animate-pulse rounded-lg bg-slate-200" />
        <div className="mt-6 aspect-[850/1100] w-full animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}
