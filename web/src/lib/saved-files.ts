import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_FILES_CACHE } from './offline-caches';

// "Save for offline": a file is kept in its own Cache Storage cache under its own URL, so
// the service worker can answer that URL with no network (src/sw.ts) and the Saved page can
// link to it as usual. What the Saved page shows (title, subject, size, when) travels with
// the cached response as headers, so the cache is the one record of what is saved.
// item: which material or paper the file is ("material:<id>", "paper:<id>"; see savedItemKey),
// so My library (features/library) can tell which saved items are on this device: its items
// open through /api/downloads/{id}, not the file's own address. Files saved before it was kept
// have none.
export type SavedFile = { url: string; title: string; subject: string; size: number; savedAt: number; item?: string };
export type FileToSave = { url: string; title: string; subject?: string | null; item?: { kind: string; id: string } };

const META = { title: 'X-Saved-Title', subject: 'X-Saved-Subject', size: 'X-Saved-Size', savedAt: 'X-Saved-At', item: 'X-Saved-Item' };

export const savedItemKey = (item: { kind: string; id: string }) => `${item.kind}:${item.id}`;

export class SaveError extends Error {}

// Only our own files can be kept: other sites' files cannot be read by the page (CORS,
// and the Content-Security-Policy's connect-src 'self'). The server render (src/ssr) has no
// window: it draws what a browser with Cache Storage draws first, the button on the site's own
// paths (e2e/takeover.spec.ts: the cards must not grow when the app takes over).
export function canSaveOffline(url: string): boolean {
  const server = typeof window === 'undefined';
  if (!server && !('caches' in window)) return false;
  try {
    const origin = server ? 'http://server-render.invalid' : window.location.origin;
    const u = new URL(url, origin);
    return u.origin === origin && (u.pathname.startsWith('/files/') || u.pathname.startsWith('/downloads/'));
  } catch {
    return false;
  }
}

const absolute = (url: string) => new URL(url, window.location.origin).href;

export async function saveFile(file: FileToSave): Promise<SavedFile> {
  let res: Response;
  try {
    res = await fetch(file.url, { credentials: 'same-origin' });
  } catch {
    throw new SaveError('Could not download the file. Check your internet connection and try again.');
  }
  if (!res.ok) throw new SaveError(`The file could not be downloaded (error ${res.status}).`);
  let body: Blob;
  try {
    body = await res.blob();
  } catch {
    throw new SaveError('The download was cut off. Please try again.');
  }
  const saved: SavedFile = { url: absolute(file.url), title: file.title, subject: file.subject?.trim() || '', size: body.size, savedAt: Date.now() };
  if (file.item) saved.item = savedItemKey(file.item);
  const headers = new Headers({
    'Content-Type': res.headers.get('Content-Type') ?? 'application/pdf',
    'Content-Length': String(body.size),
    // Header values must be Latin-1: titles in Hindi are stored percent-encoded.
    [META.title]: encodeURIComponent(saved.title),
    [META.subject]: encodeURIComponent(saved.subject),
    [META.size]: String(saved.size),
    [META.savedAt]: String(saved.savedAt),
  });
  if (saved.item) headers.set(META.item, encodeURIComponent(saved.item));
  const disposition = res.headers.get('Content-Disposition');
  if (disposition) headers.set('Content-Disposition', disposition);
  try {
    const cache = await caches.open(SAVED_FILES_CACHE);
    await cache.put(saved.url, new Response(body, { status: 200, headers }));
  } catch {
    throw new SaveError('There is not enough space on this device to save the file.');
  }
  return saved;
}

export async function removeSavedFile(url: string): Promise<void> {
  const cache = await caches.open(SAVED_FILES_CACHE);
  await cache.delete(absolute(url));
}

function fromResponse(url: string, res: Response): SavedFile {
  const h = res.headers;
  const item = h.get(META.item);
  return {
    url,
    title: decodeURIComponent(h.get(META.title) ?? '') || new URL(url).pathname.split('/').pop() || url,
    subject: decodeURIComponent(h.get(META.subject) ?? ''),
    size: Number(h.get(META.size) ?? 0),
    savedAt: Number(h.get(META.savedAt) ?? 0),
    ...(item ? { item: decodeURIComponent(item) } : {}),
  };
}

// Newest first (keys() is in the order of saving, which breaks ties within a millisecond).
export async function listSavedFiles(): Promise<SavedFile[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(SAVED_FILES_CACHE);
  const requests = await cache.keys();
  const files = await Promise.all(
    requests.map(async (req) => {
      const res = await cache.match(req);
      return res ? fromResponse(req.url, res) : null;
    }),
  );
  return files
    .map((file, order) => ({ file, order }))
    .filter((f): f is { file: SavedFile; order: number } => f.file !== null)
    .sort((a, b) => b.file.savedAt - a.file.savedAt || b.order - a.order)
    .map((f) => f.file);
}

export const savedFilesQuery = queryOptions({ queryKey: ['saved-files'], queryFn: listSavedFiles, staleTime: Infinity, networkMode: 'always' });

export function useSavedFiles() {
  return useQuery(savedFilesQuery);
}

// Whether this file is kept on this device (then it opens from there, network or not).
export function useIsSaved(url: string): boolean {
  const saved = useSavedFiles().data;
  try {
    const href = absolute(url);
    return saved?.some((f) => f.url === href) ?? false;
  } catch {
    return false; // not a URL at all
  }
}

export function useSaveFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveFile, networkMode: 'always', onSettled: () => client.invalidateQueries(savedFilesQuery) });
}

export function useRemoveSavedFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeSavedFile, networkMode: 'always', onSettled: () => client.invalidateQueries(savedFilesQuery) });
}
