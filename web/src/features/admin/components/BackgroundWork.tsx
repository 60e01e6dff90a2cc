import { useState, type ReactNode } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { NARROW_SCREEN, useMediaQuery } from '@/hooks/use-media-query';
import { useBackgroundTasks } from '../api/get-tasks';
import { useRetryTask } from '../api/retry-task';
import type { BackgroundTask, TaskState } from '../api/types';
import { formatTime } from '../lib/format';
import { TASK_FAMILIES, canRetry, emptyText, isWaiting } from '../lib/tasks';
import { countOf, workStateLabel as stateLabel } from '../lib/work-states';
import { StateBadge } from './StateBadge';
import { StateFilters, WorkListView, WorkNotices, buttonClass, type WorkColumn } from './WorkList';

// The task's label, its kind beneath: the first column of the table, the title of a card. A
// label or error may hold a long path or URL with nowhere to break: they break anywhere, so
// they never widen the table past its box (where the sticky Actions then covered a column).
function TaskName({ task }: { task: BackgroundTask }) {
  return (
    <>
      <span className="block font-semibold wrap-anywhere text-slate-900">{task.label}</span>
      <span className="block font-mono text-xs wrap-anywhere text-slate-500">{task.kind}</span>
    </>
  );
}

// The columns of the table after the task itself, and the lines of a card on a phone.
// (Each cell is given the time the list arrived: a task's waiting is judged as of then.)
const COLUMNS: (Omit<WorkColumn<BackgroundTask>, 'cell'> & { cell: (t: BackgroundTask, now: number) => ReactNode })[] = [
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
  {
    label: 'Last error',
    className: 'wrap-anywhere',
    cell: (t) => <LastError task={t} />,
    // In the table, a line under the task's name (when there is one to read).
    underName: true,
    shown: (t) => Boolean(t.lastError) && t.state !== 'done',
  },
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
  const [kind, setKind] = useState('');
  const tasks = useBackgroundTasks(state, kind);
  const retry = useRetryTask();
  const [queued, setQueued] = useState<string | null>(null); // the last retry's confirmation
  const [retryError, setRetryError] = useState<string | null>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);

  // The counts stay in view while another state's tasks load (the previous answer's).
  const counts = tasks.data?.pages[0]?.counts;
  const loading = tasks.isPending || tasks.isPlaceholderData;
  const items = tasks.data?.pages.flatMap((p) => p.items) ?? [];
  // Waiting is judged as of when the list arrived (render stays pure).
  const now = tasks.dataUpdatedAt;
  const total = counts ? countOf(counts, state) : items.length;
  const family = TASK_FAMILIES.find((f) => f.value === kind);
  const summary = `${state ? `${stateLabel(state)} tasks` : 'Background tasks'}${kind ? ` (${family?.label ?? kind})` : ''}, newest first: ${total} task${total === 1 ? '' : 's'}`;

  function choose(next: TaskState | '') {
    setState(next);
    setQueued(null);
    setRetryError(null);
  }

  function chooseKind(next: string) {
    setKind(next);
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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <StateFilters label="Show tasks" state={state} counts={counts} onChoose={choose} />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Kind
          <select className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm" value={kind} onChange={(e) => chooseKind(e.currentTarget.value)}>
            {TASK_FAMILIES.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <WorkNotices done={queued} error={retryError} />
      {loading ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          Loading background work...
        </p>
      ) : tasks.isError ? (
        <ErrorText message={`Could not load the background work. ${tasks.error.message}`} onRetry={() => void tasks.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          {kind ? `No ${state ? `${stateLabel(state).toLowerCase()} ` : ''}tasks of this kind.` : emptyText(state)}
        </p>
      ) : (
        <WorkListView
          items={items}
          itemKey={(t) => t.id}
          nameHeader="Task"
          name={(t) => <TaskName task={t} />}
          // A card line keeps its table cell's wrapping.
          columns={COLUMNS.map((c) => ({ ...c, cardClassName: c.className, cell: (t: BackgroundTask) => c.cell(t, now) }))}
          action={retryButton}
          summary={summary}
          narrow={narrow}
        />
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
