import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiGet, apiSend } from './api-client';
import type { ApiSchemas } from './api-types';
import { useAuth } from './auth';

// "My library" and "Recently opened" (issue 28): what every card and detail page needs — which
// items the signed-in student saved (one GET /api/me/library shared by all the buttons), saving
// and removing one, and telling the server that one was opened. Shared code because the cards
// live in several features (catalog, commerce, projects, jobs, search); the /library page itself
// is features/library.
export type LibraryItem = ApiSchemas['LibraryItem'];
export type LibraryKind = LibraryItem['kind'];
// What a button knows of the item it saves (the title is for messages).
export type LibraryRef = { kind: LibraryKind; id: string; title: string };

// An item saved a moment ago whose PUT has not answered yet: shown as saved by its button, not
// listed on the /library page (it has no section yet).
export type LibraryEntry = LibraryItem & { pending?: true };

// Per user: a student who signs out and another who signs in on the same tab never see each
// other's list, even for a moment.
export const libraryKeys = {
  all: ['me', 'library'] as const,
  library: (uid: string) => ['me', 'library', uid] as const,
  recent: (uid: string) => ['me', 'recent', uid] as const,
};

const itemPath = (base: string, kind: LibraryKind, id: string) => `${base}/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

// Never from the HTTP cache: a save on another device must show. Fresh for a minute (as the
// app's other lists): this tab's own changes update the cache themselves.
const FRESH_MS = 60_000;

export const libraryQuery = (uid: string) =>
  queryOptions({
    queryKey: libraryKeys.library(uid),
    queryFn: () => apiGet<{ items: LibraryEntry[] }>('/api/me/library', { cache: 'no-store' }).then((r) => r.items),
    staleTime: FRESH_MS,
  });

export const recentQuery = (uid: string) =>
  queryOptions({
    queryKey: libraryKeys.recent(uid),
    queryFn: () => apiGet<{ items: LibraryItem[] }>('/api/me/recent', { cache: 'no-store' }).then((r) => r.items),
    staleTime: FRESH_MS,
  });

// The signed-in student's id, or null (signed out, or not known yet).
function useUid(): string | null {
  const auth = useAuth();
  return auth.status === 'signed-in' ? auth.user.uid : null;
}

// The saved items, asked only when someone is signed in (one request for every card on a page).
export function useLibrary() {
  const uid = useUid();
  return useQuery({ ...libraryQuery(uid ?? ''), enabled: uid !== null });
}

export function useRecent() {
  const uid = useUid();
  return useQuery({ ...recentQuery(uid ?? ''), enabled: uid !== null });
}

const same = (a: { kind: string; id: string }, b: { kind: string; id: string }) => a.kind === b.kind && a.id === b.id;

export function isInLibrary(items: readonly LibraryEntry[] | undefined, ref: { kind: string; id: string }): boolean {
  return items?.some((i) => same(i, ref)) ?? false;
}

// --- Saving and removing ---------------------------------------------------------------------
// Optimistic: the button shows the new state at once; the server's answer then replaces the
// item (save) and a refusal puts back only what this change altered, so two quick changes to
// different items never undo each other.

function placeholder(ref: LibraryRef): LibraryEntry {
  return { kind: ref.kind, id: ref.id, title: ref.title, section: '', sectionLabel: '', url: '', download: false, savedAt: Date.now(), pending: true };
}

export function saveToLibrary(ref: { kind: LibraryKind; id: string }): Promise<LibraryItem> {
  return apiSend<{ item: LibraryItem }>('PUT', itemPath('/api/me/library', ref.kind, ref.id)).then((r) => r.item);
}

export function removeFromLibrary(ref: { kind: LibraryKind; id: string }): Promise<boolean> {
  return apiSend<{ removed: boolean }>('DELETE', itemPath('/api/me/library', ref.kind, ref.id)).then((r) => r.removed);
}

// The save of one item, written to the cache of the user signed in when it started.
export function useSaveToLibrary() {
  const client = useQueryClient();
  const uid = useUid();
  return useMutation({
    mutationFn: (ref: LibraryRef) => saveToLibrary(ref),
    onMutate: async (ref) => {
      if (!uid) return { key: null };
      const key = libraryKeys.library(uid);
      await client.cancelQueries({ queryKey: key });
      let added = false;
      client.setQueryData<LibraryEntry[]>(key, (old) => {
        if (!old || isInLibrary(old, ref)) return old;
        added = true;
        return [placeholder(ref), ...old];
      });
      return { key, added };
    },
    onSuccess: (item, _ref, context) => {
      // Started before the app knew who is signed in: the list is asked again.
      if (!context?.key) return void client.invalidateQueries({ queryKey: libraryKeys.all });
      // The list was not loaded yet (or its first load was cancelled by this save, e.g. right
      // after signing in): ask for it, now with the item.
      if (!client.getQueryData(context.key)) return void client.invalidateQueries({ queryKey: context.key });
      client.setQueryData<LibraryEntry[]>(context.key, (old) => (old ? [item, ...old.filter((i) => !same(i, item))] : old));
    },
    onError: (_error, ref, context) => {
      if (!context?.key) return;
      if (context.added) client.setQueryData<LibraryEntry[]>(context.key, (old) => old?.filter((i) => !(same(i, ref) && i.pending)));
      void client.invalidateQueries({ queryKey: context.key });
    },
  });
}

export function useRemoveFromLibrary() {
  const client = useQueryClient();
  const uid = useUid();
  return useMutation({
    mutationFn: (ref: { kind: LibraryKind; id: string }) => removeFromLibrary(ref),
    onMutate: async (ref) => {
      if (!uid) return { key: null };
      const key = libraryKeys.library(uid);
      await client.cancelQueries({ queryKey: key });
      const old = client.getQueryData<LibraryEntry[]>(key);
      const index = old?.findIndex((i) => same(i, ref)) ?? -1;
      const removed = index >= 0 ? old![index] : null;
      if (removed)
        client.setQueryData<LibraryEntry[]>(
          key,
          old!.filter((i) => !same(i, ref)),
        );
      return { key, removed, index };
    },
    onSuccess: (_removed, _ref, context) => {
      if (!context?.key) void client.invalidateQueries({ queryKey: libraryKeys.all });
    },
    onError: (_error, ref, context) => {
      if (!context?.key) return;
      const { removed, index } = context;
      if (removed) {
        client.setQueryData<LibraryEntry[]>(context.key, (old) => {
          if (!old || isInLibrary(old, ref)) return old;
          const back = [...old];
          back.splice(Math.min(index, back.length), 0, removed);
          return back;
        });
      }
      void client.invalidateQueries({ queryKey: context.key });
    },
  });
}

// --- Recently opened ---------------------------------------------------------------------------

// Tells the server that the signed-in student opened or downloaded an item: fire and forget (a
// failure changes nothing the student sees), then the recent list is asked again when next shown.
export function recordOpen(client: QueryClient, uid: string, ref: { kind: LibraryKind; id: string }) {
  apiSend<{ item: LibraryItem }>('POST', itemPath('/api/me/recent', ref.kind, ref.id)).then(
    () => client.invalidateQueries({ queryKey: libraryKeys.recent(uid) }),
    () => {},
  );
}

// For a download link's onClick: records the download when someone is signed in, nothing else
// (the link itself opens the file as usual).
export function useRecordOpen() {
  const client = useQueryClient();
  const uid = useUid();
  return useCallback(
    (kind: LibraryKind, id: string) => {
      if (uid && id) recordOpen(client, uid, { kind, id });
    },
    [client, uid],
  );
}

// For a detail page (a job, project or course): records the visit once its item is shown (ref
// null until then), once per page and item.
export function useRecordView(ref: { kind: LibraryKind; id: string } | null) {
  const client = useQueryClient();
  const uid = useUid();
  const kind = ref?.kind;
  const id = ref?.id;
  useEffect(() => {
    if (uid && kind && id) recordOpen(client, uid, { kind, id });
  }, [client, uid, kind, id]);
}

// Which kind of library item a search or popular result is (their `kind` is the site's
// section, e.g. "previous-year"). None for the site's own documents ("documents"): the library
// keeps catalog items only.
const KIND_OF_SECTION: Record<string, LibraryKind> = {
  'previous-year': 'paper',
  'important-topics': 'material',
  quantum: 'material',
  notes: 'material',
  practical: 'material',
  'bl-notes': 'course',
  premium: 'course',
  projects: 'project',
  jobs: 'job',
};

export function kindOfSection(section: string): LibraryKind | null {
  return KIND_OF_SECTION[section] ?? null;
}
