import type { AdminFile, FileState } from '../api/types';

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
