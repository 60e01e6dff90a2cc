import type { BackgroundTask, TaskState } from '../api/types';

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

// The kinds of work the filter offers: families of the server's task kinds ("mail" is every
// mail.… kind; background/ and the modules that queue work name them).
export const TASK_FAMILIES: { value: string; label: string }[] = [
  { value: '', label: 'All kinds' },
  { value: 'mail', label: 'Mail' },
  { value: 'files', label: 'File readings' },
  { value: 'alerts', label: 'Alert digests queued' },
  { value: 'jobs', label: 'Job index' },
];
