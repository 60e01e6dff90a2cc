import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { SkeletonCards } from '@/components/Skeleton';
import type { PageContext } from '@/lib/lazy-page';
import { readPageQuery, writePageQuery } from '@/lib/page-query';
import { JOB_PORTAL_QUERY } from '@/lib/page-queries';
import { usePageHead } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB, itemList, type JsonLd } from '@/lib/structured-data';
import { jobFieldsQuery, jobsQuery, useJobs } from '../api/get-jobs';
import type { JobSearch } from '../api/types';
import { JobCard } from '../components/JobCard';
import { JobFilters } from '../components/JobFilters';

// The search, filters and sort live in the URL, so a filtered list can be shared and
// survives a reload. Unknown values in a hand-edited URL fall back to the defaults.
function searchFrom(params: URLSearchParams): JobSearch {
  return readPageQuery(JOB_PORTAL_QUERY, params);
}

// The page's first data (lib/lazy-page): the first page of jobs for the URL's search, and the
// fields of the filter.
export const prefetch = (client: QueryClient, _props: object, { searchParams }: PageContext) =>
  Promise.all([client.prefetchInfiniteQuery(jobsQuery(searchFrom(searchParams))), client.prefetchQuery(jobFieldsQuery)]);

// The search a job alert can save: the one the portal asks /api/jobs for, without its sort.
export type AlertableSearch = Pick<JobSearch, 'q' | 'field' | 'experience'>;

// alerts: "Get alerts for this search" (features/alerts, put here by the app: features never
// import each other), drawn on the line of the job count.
export default function JobPortal({ alerts }: { alerts?: (search: AlertableSearch) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFrom(params), [params]);
  const alertSearch = useMemo(() => ({ q: search.q, field: search.field, experience: search.experience }), [search.q, search.field, search.experience]);
  const jobs = useJobs(search);
  // Whatever the search, the portal's canonical is the portal; its list is the first page of
  // jobs shown (none when the search was refused).
  usePageHead(({ path }) => {
    const jsonLd: JsonLd[] = [breadcrumbs([HOME_CRUMB, ['Job portal', path]])];
    if (jobs.isSuccess)
      jsonLd.push(
        itemList(
          'Latest jobs',
          (jobs.data.pages[0]?.items ?? []).map((j) => [`${j.role} at ${j.company}`, `/jobs/${j.id}`]),
        ),
      );
    return { canonical: path, jsonLd };
  });
  // Posted times are shown as of when the list arrived (render stays pure).
  const now = jobs.dataUpdatedAt;

  const update = useCallback(
    (next: Partial<JobSearch>) => {
      setParams(
        (current) => {
          return writePageQuery(JOB_PORTAL_QUERY, { ...searchFrom(current), ...next });
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const loadMore = () => void jobs.fetchNextPage();
  const list = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  const total = jobs.data?.pages[0]?.total ?? 0;
  const count = jobs.isSuccess && list.length > 0 ? `${total} ${total === 1 ? 'job' : 'jobs'}` : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">IT Job Portal</h1>
      <JobFilters search={search} onChange={update} />
      <div className="mt-6" aria-live="polite">
        {alerts ? (
          // Always drawn, on the line of the job count (which the server's first HTML has too):
          // the list does not move when the app takes over, and an open alert form stays open
          // while the search changes and the list reloads.
          <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {count ? <p className="mr-auto text-sm text-slate-600">{count}</p> : <span className="mr-auto" />}
            {alerts(alertSearch)}
          </div>
        ) : (
          count && <p className="mb-3 text-sm text-slate-600">{count}</p>
        )}
        {jobs.isPending ? (
          <SkeletonCards count={6} label="Loading jobs" />
        ) : jobs.isError ? (
          <ErrorText message="Could not load jobs. Check your connection and try again." onRetry={() => void jobs.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">No jobs match your search. Try other words or clear the filters.</p>
        ) : (
          <>
            <ul className="space-y-4">
              {list.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} now={now} />
                </li>
              ))}
            </ul>
            {jobs.isFetchNextPageError && <ErrorText message="Could not load more jobs." onRetry={loadMore} />}
            {jobs.hasNextPage && (
              <button
                type="button"
                onClick={loadMore}
                disabled={jobs.isFetchingNextPage}
                className="mt-6 w-full rounded-lg border border-brand-600 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                {jobs.isFetchingNextPage ? 'Loading…' : 'Load more jobs'}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
