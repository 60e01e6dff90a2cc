import { ErrorText } from '@/components/ErrorText';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { yearByKey } from '@/lib/years';
import { useSetYearDigest, useYearDigest, type YearDigest } from '../api/digest';

function problem(error: unknown): string {
  if (error instanceof ApiError && error.extra.fromServer) return error.message;
  return `Could not change this mail. ${error instanceof Error ? error.message : ''}`.trim();
}

function coverage(digest: YearDigest): string {
  if (digest.year === null) return 'Add your semester above to get this mail.';
  const subjects = digest.subjects.length ? ` and the subjects you saved: ${digest.subjects.join(', ')}` : '';
  return `For: ${yearByKey(digest.year).label} year${subjects}`;
}

// The profile's "New material for my year" (the router puts it after "Job alerts"): one
// switch for the weekly mail of what was added for the student's year and saved subjects. A
// change shows at once and goes back if the server refuses it, with the reason under it.
export function YearDigestSection() {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const digest = useYearDigest(uid);
  const update = useSetYearDigest(uid ?? '');

  if (!uid) return null; // the profile page shows its sections to a signed-in student only
  if (digest.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading your weekly mail...
      </p>
    );
  if (digest.isError) return <ErrorText message={`Could not load your weekly mail. ${digest.error.message}`} onRetry={() => void digest.refetch()} />;

  const data = digest.data;
  // What the student asked for while the server has not answered yet.
  const enabled = update.isPending ? update.variables : data.enabled;
  let next: string | null = null;
  if (update.isPending) next = 'Saving…';
  else if (data.enabled && data.nextDigestAt !== null) next = `Next mail: ${formatDate(data.nextDigestAt)}, if anything is new.`;

  return (
    <div aria-busy={update.isPending || undefined} className="space-y-2">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        onClick={() => {
          if (!update.isPending) update.mutate(!enabled);
        }}
        className="inline-flex items-center gap-3 text-left text-sm font-medium text-slate-700"
      >
        <span aria-hidden="true" className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${enabled ? 'bg-brand-600' : 'bg-slate-300'}`}>
          <span className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-5' : ''}`} />
        </span>
        <span>E-mail me every week what is new for my year</span>
      </button>
      <p className="text-sm text-slate-600">{coverage(data)}</p>
      {next && <p className="text-sm text-slate-600">{next}</p>}
      {update.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem(update.error)}
        </p>
      )}
    </div>
  );
}
