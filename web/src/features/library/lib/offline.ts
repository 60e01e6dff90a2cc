import type { LibraryItem } from '@/lib/library';
import { savedItemKey, type SavedFile } from '@/lib/saved-files';

// The copy of a library item that "Save for offline" keeps on this device, if any. The library
// opens a material or paper through /api/downloads/{id} (counted), while a saved file is kept
// under its own address (/files/…, lib/saved-files), so the two are matched by the item each
// saved file records ("material:<id>" / "paper:<id>", written since My library exists). A file
// saved before that has no item: it matches an item with the same title and, when both have
// one, the same subject.
export function offlineCopy(item: LibraryItem, files: readonly SavedFile[] | undefined): SavedFile | null {
  if (!files?.length || !item.download || (item.kind !== 'material' && item.kind !== 'paper')) return null;
  const key = savedItemKey(item);
  const exact = files.find((f) => f.item === key);
  if (exact) return exact;
  const subject = item.subject?.trim() ?? '';
  return files.find((f) => !f.item && f.title === item.title && (!subject || !f.subject || f.subject === subject)) ?? null;
}

// Where an item opens: a file kept on this device from its own address (the service worker
// answers it with no network), else the item's url.
export function openHref(item: LibraryItem, copy: SavedFile | null): string {
  if (!copy) return item.url;
  try {
    return new URL(copy.url).pathname;
  } catch {
    return item.url;
  }
}
