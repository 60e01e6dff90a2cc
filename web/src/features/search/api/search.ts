import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SearchRequest, SearchResults } from './types';

// GET /api/search: every group (best first, `limit` items each) or, with kind, one group paged
// by its `next` cursor.
export function searchUrl({ q, kind, year, limit, cursor }: SearchRequest): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (year) params.set('year', year);
  if (limit) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `/api/search?${params}`;
}

export function getSearch(request: SearchRequest): Promise<SearchResults> {
  return apiGet<SearchResults>(searchUrl(request));
}

// The results page: every group with its first items. A 400 (a query the server refuses) is
// not worth a retry.
export const searchQuery = (q: string, year: SearchRequest['year']) =>
  queryOptions({ queryKey: ['search', q, year ?? ''], queryFn: () => getSearch({ q, year }), enabled: q.trim() !== '' });

// The header's suggestions: three items per group for what the student has typed so far.
export const SUGGESTIONS_PER_GROUP = 3;
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', q],
    queryFn: () => getSearch({ q, limit: SUGGESTIONS_PER_GROUP }),
    staleTime: 5 * 60_000,
    retry: false,
  });

// "Show more" of one group: its next pages (kind + cursor). The first page starts at the
// group's own `next` when the grouped answer gave one; otherwise at the start of the kind, and
// the caller leaves out the items it shows already.
export const groupPagesQuery = (q: string, year: SearchRequest['year'], kind: string, first: string | null) =>
  infiniteQueryOptions({
    queryKey: ['search', q, year ?? '', kind, first],
    queryFn: ({ pageParam }) => getSearch({ q, year, kind, cursor: pageParam }),
    initialPageParam: first,
    getNextPageParam: (last) => last.groups[0]?.next ?? undefined,
  });
