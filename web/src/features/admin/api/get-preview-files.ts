import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminFilesPage, FileState } from './types';

// GET /api/admin/files?state=&cursor=: the site's PDF files and their previews' state, a page
// at a time, with the counts by state; state '' means all of them. While another state's first
// page loads, the previous answer stays as placeholder data, so the filter keeps its counts.
export function usePreviewFiles(state: FileState | '') {
  return useInfiniteQuery({
    queryKey: adminKeys.previewFiles(state),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (state) params.set('state', state);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiGet<AdminFilesPage>(`/api/admin/files${query ? `?${query}` : ''}`, { cache: 'no-store' });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
}
