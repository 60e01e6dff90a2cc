import type { AdminFile, FileCounts, FileState } from '../api/types';

// The states of a file's preview, in the order the filter lists them.
export const FILE_STATES: { state: FileState; label: string }[] = [
  { state: 'queued', label: 'Queued' },
  { state: 'running', label: 'Running' },
  { state: 'failed', label: 'Failed' },
  { state: 'done', label: 'Done' },
];

// A state as the view shows it ("failed" → "Failed"); one this app does not know as sent.
export function fileStateLabel(state: string): string {
  return FILE_STATES.find((s) => s.state === state)?.label ?? state;
}

// The files a filter ('' is all of them) shows, from the server's counts by state.
export function fileCountOf(counts: FileCounts, state: FileState | ''): number {
  return state ? counts[state] : counts.queued + counts.running + counts.failed + counts.done;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// "2 pages, 1 by OCR" (pages whose text had to be read from the image); "—" before it is done.
export function pagesSummary(file: AdminFile): string {
  if (file.state !== 'done' && file.pageCount === 0) return '—';
  const pages = plural(file.pageCount, 'page', 'pages');
  return file.ocrPages > 0 ? `${pages}, ${file.ocrPages} by OCR` : pages;
}

// What an empty list says, for each filter.
export function filesEmptyText(state: FileState | ''): string {
  switch (state) {
    case 'queued':
      return 'No file is waiting for its preview.';
    case 'running':
      return 'No preview is being made right now.';
    case 'failed':
      return 'No preview has failed.';
    case 'done':
      return 'No preview is ready yet.';
    default:
      return 'No PDF files on the site yet.';
  }
}
