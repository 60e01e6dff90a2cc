import { Fragment, useId, type ReactNode } from 'react';
import { WORK_STATES, countOf, type WorkCounts, type WorkState } from '../lib/work-states';

// The pieces the admin's lists of background work share (the Background work tab's tasks, the
// Files tab's files): the filter by state with its counts, the notices of the last action, and
// the list itself, a table on a wide screen and cards on a phone.

export const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const filterClass = `${buttonClass} text-slate-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700`;
const FILTERS: { state: WorkState | ''; label: string }[] = [{ state: '', label: 'All' }, ...WORK_STATES];

// "All", "Queued", … each with its number (a failed one's in red when there are any).
export function StateFilters({
  label,
  state,
  counts,
  onChoose,
}: {
  label: string;
  state: WorkState | '';
  counts: WorkCounts | undefined;
  onChoose: (state: WorkState | '') => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {FILTERS.map((f) => {
        const count = counts ? countOf(counts, f.state) : null;
        return (
          <button key={f.label} type="button" aria-pressed={state === f.state} className={filterClass} onClick={() => onChoose(f.state)}>
            {f.label}
            {count !== null && (
              <>
                {' '}
                <span
                  className={`inline-block min-w-6 rounded-full px-1.5 text-center text-xs ${f.state === 'failed' && count > 0 ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}
                >
                  {count}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

// The last action's confirmation and its error.
export function WorkNotices({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className={done ? 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900' : 'sr-only'}>
        {done}
      </p>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

// A column after the item's name: its table cell, and a line of its card on a phone. A long
// one (`underName`: a task's last error) is a line under the item's name in the table instead,
// when `shown` says so: as a column of its own it was squeezed under the sticky Actions at
// 1366 px (issue 49).
export type WorkColumn<T> = {
  label: string;
  className: string; // the table cell's
  cardClassName?: string; // the card line's
  cell: (item: T) => ReactNode;
  underName?: boolean;
  shown?: (item: T) => boolean;
};

// The items: a table with a caption on a wide screen, cards under a heading on a phone; each
// with its action (none when `action` gives null).
export function WorkListView<T>({
  items,
  itemKey,
  nameHeader,
  name,
  columns,
  action,
  summary,
  narrow,
}: {
  items: T[];
  itemKey: (item: T) => string | number;
  nameHeader: string;
  name: (item: T) => ReactNode;
  columns: WorkColumn<T>[];
  action: (item: T) => ReactNode;
  summary: string;
  narrow: boolean;
}) {
  const summaryId = useId();
  if (narrow)
    return (
      <div className="space-y-2">
        <p id={summaryId} className="text-sm font-medium text-slate-700">
          {summary}
        </p>
        <ul aria-labelledby={summaryId} className="space-y-3">
          {items.map((item) => {
            const act = action(item);
            return (
              <li key={itemKey(item)} className="rounded-xl bg-white p-4 shadow-sm">
                <div>{name(item)}</div>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {columns.map((c) => (
                    <Fragment key={c.label}>
                      <dt className="text-slate-600">{c.label}</dt>
                      <dd className={c.cardClassName}>{c.cell(item)}</dd>
                    </Fragment>
                  ))}
                </dl>
                {act && <div className="mt-3">{act}</div>}
              </li>
            );
          })}
        </ul>
      </div>
    );
  const inline = columns.filter((c) => !c.underName);
  const underName = columns.filter((c) => c.underName);
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-medium text-slate-700">{summary}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 align-bottom font-semibold">
              {nameHeader}
            </th>
            {inline.map((c) => (
              <th key={c.label} scope="col" className="px-3 py-2 align-bottom font-semibold">
                {c.label}
              </th>
            ))}
            <th scope="col" className="sticky right-0 bg-slate-50 px-3 py-2 align-bottom font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={itemKey(item)} className="border-t border-slate-100">
              <td className="px-3 py-2 align-top">
                {name(item)}
                {underName
                  .filter((c) => !c.shown || c.shown(item))
                  .map((c) => (
                    <p key={c.label} className={`mt-1 ${c.className}`}>
                      <span className="font-semibold text-slate-700">{c.label}:</span> {c.cell(item)}
                    </p>
                  ))}
              </td>
              {inline.map((c) => (
                <td key={c.label} className={`px-3 py-2 align-top ${c.className}`}>
                  {c.cell(item)}
                </td>
              ))}
              <td className="sticky right-0 bg-white px-3 py-2 align-top whitespace-nowrap">{action(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
