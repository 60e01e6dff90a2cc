import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { TaskState, TasksPage } from './types';

const PAGE_SIZE = 20;

// GET /api/admin/tasks?state=&kind=&limit=&cursor=: the background queue's tasks, newest first,
// a page at a time, with the counts by state (of the kind asked); '' means all of them. A kind
// is a kind ('mail.refund') or a family ('mail'). While another state's
// first page loads, the previous answer stays as placeholder data, so the filter keeps its
// counts (the list itself says it is loading).
export function useBackgroundTasks(state: TaskState | '', kind = '') {
  return useInfiniteQuery({
    queryKey: adminKeys.tasks(state, kind),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (state) params.set('state', state);
      if (kind) params.set('kind', kind);
      params.set('limit', String(PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<TasksPage>(`/api/admin/tasks?${params}`, { cache: 'no-store' });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
}
