import { useId, useState } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { SafeLink } from '@/components/SafeLink';
import { reasonLabel } from '@/lib/reports';
import { useReportedItems } from '../api/get-reports';
import { useHandleReports, type ReportOutcome } from '../api/handle-reports';
import type { ReportState, ReportedItem } from '../api/types';
import { formatTime } from '../lib/format';

const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const filterClass = `${buttonClass} text-slate-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700`;
const STATES: { state: ReportState; label: string }[] = [
  { state: 'open', label: 'Open' },
  { state: 'fixed', label: 'Fixed' },
  { state: 'dismissed', label: 'Dismissed' },
];
const KIND_LABELS: Record<string, string> = { material: 'Material', paper: 'Paper', course: 'Course', project: 'Project', job: 'Job' };

const itemKey = (item: Pick<ReportedItem, 'kind' | 'id'>) => `${item.kind}/${item.id}`;

// The "Reports" tab (issue 28): the items visitors reported ("this file is wrong"), the most
// recently reported first, filtered by state. One card per item (the same on a phone and a
// wide screen): its title (a link while the item exists), kind, number of reports, the
// reasons with their counts, the latest date; the reports themselves on demand; and for open
// ones "Mark fixed" (mails the signed-in reporters) and "Dismiss". The list is fetched again
// after either.
export function ReportsList() {
  const [state, setState] = useState<ReportState>('open');
  const items = useReportedItems(state);
  const handle = useHandleReports();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const summaryId = useId();

  function choose(next: ReportState) {
    setState(next);
    setDone(null);
    setFailed(null);
  }

  function mark(item: ReportedItem, outcome: ReportOutcome) {
    setDone(null);
    setFailed(null);
    handle.mutate(
      { item, outcome },
      {
        onSuccess: (r) => {
          const n = r.handled ?? item.count;
          setDone(`${n} report${n === 1 ? '' : 's'} of “${item.title}” ${outcome === 'fixed' ? 'marked fixed' : 'dismissed'}.`);
        },
        onError: (e) =>
          setFailed(`Could not ${outcome === 'fixed' ? 'mark' : 'dismiss'} the reports of “${item.title}”${outcome === 'fixed' ? ' fixed' : ''}. ${e.message}`),
      },
    );
  }

  const pendingKey = handle.isPending && handle.variables ? itemKey(handle.variables.item) : null;
  const list = items.data ?? [];
  const stateLabel = STATES.find((s) => s.state === state)!.label;

  return (
    <section aria-label="Reports" className="space-y-3">
      <p className="text-sm text-slate-600">
        Problems visitors reported with a file, course, project or job. Fix the item in its tab, then mark the reports fixed (signed-in reporters get a mail),
        or dismiss them.
      </p>
      <div role="group" aria-label="Show reports" className="flex flex-wrap gap-2">
        {STATES.map((s) => (
          <button key={s.state} type="button" aria-pressed={state === s.state} className={filterClass} onClick={() => choose(s.state)}>
            {s.label}
          </button>
        ))}
      </div>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className={done ? 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900' : 'sr-only'}>
        {done}
      </p>
      {failed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failed}
        </p>
      )}
      {items.isPending ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          Loading reports...
        </p>
      ) : items.isError ? (
        <ErrorText message={`Could not load the reports. ${items.error.message}`} onRetry={() => void items.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">No {stateLabel.toLowerCase()} reports.</p>
      ) : (
        <div className="space-y-2">
          <p id={summaryId} className="text-sm font-medium text-slate-700">
            {stateLabel} reports, most recent first: {list.length} item{list.length === 1 ? '' : 's'}
          </p>
          <ul aria-labelledby={summaryId} className="space-y-3">
            {list.map((item) => (
              <ReportedItemCard
                key={itemKey(item)}
                item={item}
                open={state === 'open'}
                pending={pendingKey === itemKey(item)}
                busy={handle.isPending}
                outcome={pendingKey === itemKey(item) ? handle.variables!.outcome : null}
                onMark={(outcome) => mark(item, outcome)}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

type CardProps = {
  item: ReportedItem;
  open: boolean;
  pending: boolean;
  busy: boolean;
  outcome: ReportOutcome | null;
  onMark: (outcome: ReportOutcome) => void;
};

function ReportedItemCard({ item, open, pending, busy, outcome, onMark }: CardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const reasons = Object.entries(item.reasons).sort((a, b) => b[1] - a[1]);

  return (
    <li aria-labelledby={titleId} className="rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="min-w-0 font-semibold wrap-break-word text-slate-900">
          {item.url ? (
            <SafeLink href={item.url} newTab className="text-brand-700 underline" fallback={item.title}>
              {item.title}
            </SafeLink>
          ) : (
            <>
              {item.title} <span className="font-normal text-slate-500">(deleted)</span>
            </>
          )}
        </h3>
        <span className="text-xs text-slate-500">
          {KIND_LABELS[item.kind] ?? item.kind} · {item.count} report{item.count === 1 ? '' : 's'} · latest{' '}
          <time dateTime={new Date(item.latestAt).toISOString()}>{formatTime(item.latestAt)}</time>
        </span>
      </div>
      <ul aria-label="Reasons" className="mt-2 flex flex-wrap gap-1.5">
        {reasons.map(([reason, n]) => (
          <li key={reason} className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
            {reasonLabel(reason)} ×{n}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass} aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Hide reports' : 'Show reports'}
        </button>
        {item.url && (
          <SafeLink href={item.url} newTab className={buttonClass} aria-label={`Open item: ${item.title}`}>
            Open item
          </SafeLink>
        )}
        {open && (
          <>
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              aria-busy={(pending && outcome === 'fixed') || undefined}
              aria-label={`Mark fixed: ${item.title}`}
              onClick={() => onMark('fixed')}
            >
              {pending && outcome === 'fixed' ? 'Marking...' : 'Mark fixed'}
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              aria-busy={(pending && outcome === 'dismissed') || undefined}
              aria-label={`Dismiss: ${item.title}`}
              onClick={() => onMark('dismissed')}
            >
              {pending && outcome === 'dismissed' ? 'Dismissing...' : 'Dismiss'}
            </button>
          </>
        )}
      </div>
      <div id={detailsId} hidden={!expanded}>
        {expanded && (
          <ol className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm">
            {item.reports.map((r, i) => (
              <li key={r.id ?? i} className="rounded-lg bg-slate-50 p-3">
                <p className="flex flex-wrap gap-x-2 text-slate-700">
                  <span className="font-semibold">{reasonLabel(r.reason ?? '')}</span>
                  <span>·</span>
                  <span>{r.reporter?.email ?? 'visitor'}</span>
                  {r.createdAt !== undefined && (
                    <>
                      <span>·</span>
                      <time dateTime={new Date(r.createdAt).toISOString()}>{formatTime(r.createdAt)}</time>
                    </>
                  )}
                </p>
                {r.details && <p className="mt-1 whitespace-pre-line wrap-break-word text-slate-800">{r.details}</p>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}
