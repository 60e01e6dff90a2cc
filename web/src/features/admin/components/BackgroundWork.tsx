import { Fragment, useId, useState, type ReactNode } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { NARROW_SCREEN, useMediaQuery } from '@/hooks/use-media-query';
import { useBackgroundTasks } from '../api/get-tasks';
import { useRetryTask } from '../api/retry-task';
import type { BackgroundTask, TaskState } from '../api/types';
import { formatTime } from '../lib/format';
import { TASK_STATES, canRetry, countOf, emptyText, isWaiting, stateLabel } from '../lib/tasks';
import { StateBadge } from './StateBadge';

const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const filterClass = `${buttonClass} text-slate-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700`;
const FILTERS: { state: TaskState | ''; label: string }[] = [{ state: '', label: 'All' }, ...TASK_STATES];

// The task's label, its kind beneath: the first column of the table, the title of a card.
function TaskName({ task }: { task: BackgroundTask }) {
  return (
    <>
      <span className="block font-semibold wrap-break-word text-slate-900">{task.label}</span>
      <span className="block font-mono text-xs wrap-anywhere text-slate-500">{task.kind}</span>
    </>
  );
}

// The columns of the table after the task itself, and the lines of a card on a phone.
const COLUMNS: { label: string; className: string; cell: (t: BackgroundTask, now: number) => ReactNode }[] = [
  {
    label: 'State',
    className: '',
    cell: (t, now) => (
      <>
        <StateBadge state={t.state} label={stateLabel(t.state)} />
        {isWaiting(t, now) && (
          <span className="mt-1 block text-xs text-slate-600">
            Next try at <time dateTime={new Date(t.runAt).toISOString()}>{formatTime(t.runAt)}</time>
          </span>
        )}
      </>
    ),
  },
  { label: 'Attempts', className: 'whitespace-nowrap', cell: (t) => `${t.attempts} of ${t.maxAttempts}` },
  { label: 'Created', className: 'whitespace-nowrap', cell: (t) => <time dateTime={new Date(t.createdAt).toISOString()}>{formatTime(t.createdAt)}</time> },
  { label: 'Last error', className: 'wrap-break-word', cell: (t) => <LastError task={t} /> },
];

// Why the last try failed, for a task not done: a failed one's in red, a retrying one's amber.
function LastError({ task }: { task: BackgroundTask }) {
  if (!task.lastError || task.state === 'done') return '—';
  return <span className={task.state === 'failed' ? 'font-medium text-red-800' : 'text-amber-800'}>{task.lastError}</span>;
}

// The "Background work" tab: the tasks of the durable background queue (mail and the like),
// newest first. A filter by state with the number of tasks in each, the tasks (a table on a
// wide screen, cards on a phone) with "Retry now" for a failed one or one waiting for its
// next try, and "Load more".
export function BackgroundWork() {
  const [state, setState] = useState<TaskState | ''>('');
  const tasks = useBackgroundTasks(state);
  const retry = useRetryTask();
  const [queued, setQueued] = useState<string | null>(null); // the last retry's confirmation
  const [retryError, setRetryError] = useState<string | null>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const summaryId = useId();

  // The counts stay in view while another state's tasks load (the previous answer's).
  const counts = tasks.data?.pages[0]?.counts;
  const loading = tasks.isPending || tasks.isPlaceholderData;
  const items = tasks.data?.pages.flatMap((p) => p.items) ?? [];
  // Waiting is judged as of when the list arrived (render stays pure).
  const now = tasks.dataUpdatedAt;
  const total = counts ? countOf(counts, state) : items.length;
  const summary = `${state ? `${stateLabel(state)} tasks` : 'Background tasks'}, newest first: ${total} task${total === 1 ? '' : 's'}`;

  function choose(next: TaskState | '') {
    setState(next);
    setQueued(null);
    setRetryError(null);
  }

  function retryNow(task: BackgroundTask) {
    setQueued(null);
    setRetryError(null);
    retry.mutate(task, {
      onSuccess: () => setQueued(`“${task.label}” is queued to run now.`),
      onError: (e) => setRetryError(`Could not retry “${task.label}”. ${e.message}`),
    });
  }

  const retryButton = (task: BackgroundTask) =>
    canRetry(task, now) ? <RetryButton task={task} pending={retry.isPending && retry.variables?.id === task.id} onRetry={() => retryNow(task)} /> : null;

  return (
    <section aria-label="Background work" className="space-y-3">
      <p className="text-sm text-slate-600">
        Mail and other work the server does in the background. A task that fails is tried again later; after its last try it stays failed until you retry it.
      </p>
      <div role="group" aria-label="Show tasks" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const count = counts ? countOf(counts, f.state) : null;
          return (
            <button key={f.label} type="button" aria-pressed={state === f.state} className={filterClass} onClick={() => choose(f.state)}>
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
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className={queued ? 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900' : 'sr-only'}>
        {queued}
      </p>
      {retryError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {retryError}
        </p>
      )}
      {loading ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          Loading background work...
        </p>
      ) : tasks.isError ? (
        <ErrorText message={`Could not load the background work. ${tasks.error.message}`} onRetry={() => void tasks.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">{emptyText(state)}</p>
      ) : narrow ? (
        <div className="space-y-2">
          <p id={summaryId} className="text-sm font-medium text-slate-700">
            {summary}
          </p>
          <ul aria-labelledby={summaryId} className="space-y-3">
            {items.map((t) => (
              <li key={t.id} className="rounded-xl bg-white p-4 shadow-sm">
                <div>
                  <TaskName task={t} />
                </div>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {COLUMNS.map((c) => (
                    <Fragment key={c.label}>
                      <dt className="text-slate-600">{c.label}</dt>
                      <dd className={c.className}>{c.cell(t, now)}</dd>
                    </Fragment>
                  ))}
                </dl>
                {canRetry(t, now) && <div className="mt-3">{retryButton(t)}</div>}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium text-slate-700">{summary}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 align-bottom font-semibold">
                  Task
                </th>
                {COLUMNS.map((c) => (
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
              {items.map((t) => (
                <tr key={t.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 align-top">
                    <TaskName task={t} />
                  </td>
                  {COLUMNS.map((c) => (
                    <td key={c.label} className={`px-3 py-2 align-top ${c.className}`}>
                      {c.cell(t, now)}
                    </td>
                  ))}
                  <td className="sticky right-0 bg-white px-3 py-2 align-top whitespace-nowrap">{retryButton(t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!loading && tasks.hasNextPage && (
        <button type="button" className={buttonClass} disabled={tasks.isFetchingNextPage} onClick={() => void tasks.fetchNextPage()}>
          {tasks.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}

// "Retry now" of one task, named after it for screen readers ("Retry now: Verification mail
// to …"); disabled while its request is on its way.
function RetryButton({ task, pending, onRetry }: { task: BackgroundTask; pending: boolean; onRetry: () => void }) {
  return (
    <button type="button" className={buttonClass} aria-label={`Retry now: ${task.label}`} disabled={pending} aria-busy={pending || undefined} onClick={onRetry}>
      {pending ? 'Retrying...' : 'Retry now'}
    </button>
  );
}
