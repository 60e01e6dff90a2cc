import type { FileState, TaskState } from '../api/types';

// The four states background work moves through, shared by the queue's tasks (Background
// work tab) and the files read for previews (Files tab): the same words and filter order.
export type WorkState = TaskState & FileState;
export type WorkCounts = Record<WorkState, number>;

// The states in the order the filters list them.
export const WORK_STATES: { state: WorkState; label: string }[] = [
  { state: 'queued', label: 'Queued' },
  { state: 'running', label: 'Running' },
  { state: 'failed', label: 'Failed' },
  { state: 'done', label: 'Done' },
];

// A state as the view shows it ("failed" → "Failed"); one this app does not know as sent.
export function workStateLabel(state: string): string {
  return WORK_STATES.find((s) => s.state === state)?.label ?? state;
}

// What a filter ('' is all of them) shows, from the server's counts by state.
export function countOf(counts: WorkCounts, state: WorkState | ''): number {
  return state ? counts[state] : counts.queued + counts.running + counts.failed + counts.done;
}
