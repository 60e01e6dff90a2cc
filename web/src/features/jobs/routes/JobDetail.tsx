import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { NotListed } from '@/components/NotListed';
import { SafeLink } from '@/components/SafeLink';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import { useRecordView } from '@/lib/library';
import type { PageContext } from '@/lib/lazy-page';
import { usePageHead } from '@/lib/page-head';
import { jobMeta, notFoundMeta, usePageMeta } from '@/lib/page-meta';
import { formatPostedTime } from '@/lib/posted-time';
import { useSiteName } from '@/lib/site';
import { breadcrumbs, HOME_CRUMB, jobPosting } from '@/lib/structured-data';
import { jobQuery, useJob } from '../api/get-jobs';
import { JobFacts } from '../components/JobFacts';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, _props: object, { params }: PageContext) => client.prefetchQuery(jobQuery(params.id ?? ''));

// One job's own page (/jobs/{id}, linked from each card on the portal): every detail and
// Apply and "Save to my library". A job the server no longer lists is a clear not-found state
// with the way back. A signed-in student's visit goes to their recently opened items.
export default function JobDetail() {
  const { id = '' } = useParams();
  const query = useJob(id);
  const site = useSiteName();
  const job = query.data;
  usePageMeta(job ? jobMeta(job, site) : job === null ? notFoundMeta('This job is no longer listed', site) : null);
  usePageHead(() => {
    const canonical = `/jobs/${id}`;
    if (job === null) return { canonical, status: 404 };
    if (!job) return null;
    return { canonical, jsonLd: [breadcrumbs([HOME_CRUMB, ['Job portal', '/Job_portal'], [`${job.role} at ${job.company}`, canonical]]), jobPosting(job)] };
  });
  useRecordView(job ? { kind: 'job', id: job.id } : null);

  if (query.isPending)
    return (
      <p className="mx-auto max-w-4xl px-4 py-10" role="status">
        Loading job...
      </p>
    );
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <ErrorText message="Could not load this job. Check your connection and try again." onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!job) {
    return (
      <NotListed
        heading="This job is no longer listed"
        message="It may have been filled or removed. Other jobs are waiting on the portal."
        to="/Job_portal"
        linkText="See all jobs"
      />
    );
  }

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/Job_portal" className="text-sm font-medium text-brand-700 hover:underline">
        ← All jobs
      </Link>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{job.role}</h1>
      <p className="mt-1 text-lg text-slate-700">
        {job.company}
        {job.topCompany && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">Top company</span>}
      </p>
      <p className="mt-1 text-sm text-slate-500">
        Posted <time dateTime={new Date(job.postedAt).toISOString()}>{formatPostedTime(job.postedAt, query.dataUpdatedAt)}</time>
      </p>
      <JobFacts job={job} className="mt-6 grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2" />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SafeLink
          href={job.applyUrl}
          newTab
          className="inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          aria-label={`Apply for ${job.role} at ${job.company}`}
          fallback={<p className="text-slate-500">Apply link not available</p>}
        >
          Apply
        </SafeLink>
        <SaveToLibraryButton kind="job" id={job.id} title={`${job.role} at ${job.company}`} />
        <ReportProblemButton kind="job" id={job.id} title={`${job.role} at ${job.company}`} />
      </div>
    </article>
  );
}
