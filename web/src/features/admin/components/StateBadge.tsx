const STATE_STYLES: Record<string, string> = {
  queued: 'bg-sky-50 text-sky-800 ring-sky-200',
  running: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  done: 'bg-green-50 text-green-800 ring-green-200',
};

// The state of a background task or a file's preview, as a coloured pill (its word says it;
// the colour only helps to scan a long list).
export function StateBadge({ state, label }: { state: string; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATE_STYLES[state] ?? 'bg-slate-50 text-slate-700 ring-slate-200'}`}
    >
      {label}
    </span>
  );
}
