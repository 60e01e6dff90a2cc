import type { Job } from '../api/types';

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{value}</dd>
    </div>
  );
}

// A job's details as a definition list (the card on the portal and the job's own page).
export function JobFacts({ job, className }: { job: Job; className: string }) {
  return (
    <dl className={className}>
      <Detail label="Location" value={job.location} />
      <Detail label="Salary" value={job.salary} />
      <Detail label="Experience" value={job.experience} />
      <Detail label="Batch" value={job.batch} />
      <Detail label="Qualification" value={job.qualification} />
      <Detail label="Field" value={job.field} />
      <Detail label="Eligibility" value={job.eligibility} />
      <Detail label="Skills" value={job.skills} />
    </dl>
  );
}
