// Grey placeholder blocks shown while a list loads.
export function SkeletonCards({ count = 3, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-skeleton className="h-44 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
