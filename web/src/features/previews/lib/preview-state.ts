import type { Preview } from '../api/types';

// Queued or running: the server is turning the file into page images.
export function isBeingPrepared(preview: Preview): boolean {
  return preview.state === 'queued' || preview.state === 'running';
}

// The pages a priced item keeps for its buyers (0 for a free item, or before the preview is made).
export function lockedPages(preview: Preview): number {
  if (preview.state !== 'done' || preview.freePages === null) return 0;
  return Math.max(0, preview.pageCount - preview.pages.length);
}

// What ?page=N points at: that page when it is shown, the buyers' box when the page is one of
// theirs, else nothing (the page opens at its top).
export function pageTarget(preview: Preview, page: number | null): string | null {
  if (page === null) return null;
  if (preview.pages.some((p) => p.number === page)) return pageElementId(page);
  if (lockedPages(preview) > 0 && page <= preview.pageCount) return LOCKED_ID;
  return null;
}

export const pageElementId = (n: number) => `page-${n}`;
export const LOCKED_ID = 'locked-pages';

// ?page=N as a page number (whole, from 1), else null.
export function pageParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}
