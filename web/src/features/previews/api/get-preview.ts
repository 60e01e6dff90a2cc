import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { previewApiPath, type PreviewKind } from '@/lib/previews';
import { isBeingPrepared } from '../lib/preview-state';
import type { Preview } from './types';

// While the file is being prepared the page asks again now and then, so "check back in a
// minute" comes true without a reload.
const RECHECK_MS = 30_000;

// One item's preview; null when the server says there is none (an unknown item, or an item
// whose file is not on this site).
export const previewQuery = (kind: PreviewKind, id: string) =>
  queryOptions({
    queryKey: ['preview', kind, id],
    queryFn: () =>
      apiGet<Preview>(previewApiPath(kind, id)).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
    refetchInterval: (query) => (query.state.data && isBeingPrepared(query.state.data) ? RECHECK_MS : false),
  });

// kind null: not a kind of preview (the page is not found, nothing is asked).
export function usePreview(kind: PreviewKind | null, id: string) {
  return useQuery({ ...previewQuery(kind ?? 'material', id), enabled: kind !== null });
}
