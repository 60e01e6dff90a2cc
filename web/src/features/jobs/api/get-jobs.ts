import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { writePageQuery } from '@/lib/page-query';
import { JOB_PORTAL_QUERY } from '@/lib/page-queries';
import type { Job, JobPage, JobSearch } from './types';

const PAGE_SIZE = 20;

function jobsUrl(search: JobSearch, cursor: string | null): string {
  // The portal's own query (lib/page-queries), then the page of results.
  const params = writePageQuery(JOB_PORTAL_QUERY, search);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/jobs?${params}`;
}

export const jobsQuery = (search: JobSearch) =>
  infiniteQueryOptions({
    queryKey: ['jobs', search],
    queryFn: ({ pageParam }) => apiGet<JobPage>(jobsUrl(search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

// Pages of jobs for a search; fetchNextPage loads the next one ("Load more").
export function useJobs(search: JobSearch) {
  return useInfiniteQuery(jobsQuery(search));
}

export const jobFieldsQuery = queryOptions({
  queryKey: ['jobs', 'fields'],
  queryFn: () => apiGet<{ items: string[] }>('/api/jobs/fields').then((r) => r.items),
  staleTime: 5 * 60_000,
});

export function useJobFields() {
  return useQuery(jobFieldsQuery);
}

// One job; null when the server says it is not listed (any more).
export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: ['job', id],
    queryFn: () =>
      apiGet<Job>(`/api/jobs/${encodeURIComponent(id)}`).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
  });

export function useJob(id: string) {
  return useQuery(jobQuery(id));
}
