import type { BackgroundTask, TaskCounts, TaskState } from '../api/types';

// The states of a background task, in the order the filter lists them.
export const TASK_STATES: { state: TaskState; label: string }[] = [
  { state: 'queued', label: 'Queued' },
  { state: 'running', label: 'Running' },
  { state: 'failed', label: 'Failed' },
  { state: 'done', label: 'Done' },
];

// A state as the view shows it ("failed" → "Failed"); one this app does not know as sent.
export function stateLabel(state: string): string {
  return TASK_STATES.find((s) => s.state === state)?.label ?? state;
}

// The tasks a filter ('' is all of them) shows, from the server's counts by state.
export function countOf(counts: TaskCounts, state: TaskState | ''): number {
  return state ? counts[state] : counts.queued + counts.running + counts.failed + counts.done;
}

// A queued task whose last try failed waits for its next one (runAt later than now).
export function isWaiting(task: BackgroundTask, now: number): boolean {
  return task.state === 'queued' && task.runAt > now;
}

// "Retry now" is offered for a failed task and one waiting for its next try; the server
// refuses a running or done one (409), and a queued one that is due runs anyway.
export function canRetry(task: BackgroundTask, now: number): boolean {
  return task.state === 'failed' || isWaiting(task, now);
}

// What an empty list says, for each filter.
export function emptyText(state: TaskState | ''): string {
  switch (state) {
    case 'queued':
      return 'Nothing is queued.';
    case 'running':
      return 'Nothing is running.';
    case 'failed':
      return 'No task has failed.';
    case 'done':
      return 'No task has finished in the last 7 days.';
    default:
      return 'Nothing in the background queue.';
  }
}
