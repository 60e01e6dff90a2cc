import { Link } from 'react-router';
import { SafeLink } from '@/components/SafeLink';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import { formatPostedTime } from '@/lib/posted-time';
import type { Job } from '../api/types';
import { JobFacts } from './JobFacts';
import { ITEM_PAGES, itemPagePath } from '@/lib/paths';

// The role links to the job's own page (/jobs/{id}); Apply goes straight to the employer.
// "Save to my library" shares Apply's row, so the card keeps its height.
export function JobCard({ job, now }: { job: Job; now: number }) {
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">
            <Link to={itemPagePath(ITEM_PAGES.job, { id: job.id })} className="hover:text-brand-700 hover:underline">
              {job.role}
            </Link>
          </h2>
          <p className="text-slate-700">
            {job.company}
            {job.topCompany && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">Top company</span>}
          </p>
        </div>
        <p className="text-sm text-slate-500">{formatPostedTime(job.postedAt, now)}</p>
      </div>
      <JobFacts job={job} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <SafeLink
          href={job.applyUrl}
          newTab
          className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          aria-label={`Apply for ${job.role} at ${job.company}`}
          fallback={<p className="text-sm text-slate-500">Apply link not available</p>}
        >
          Apply
        </SafeLink>
        <SaveToLibraryButton kind="job" id={job.id} title={`${job.role} at ${job.company}`} />
        <ReportProblemButton kind="job" id={job.id} title={`${job.role} at ${job.company}`} />
      </div>
    </article>
  );
}
