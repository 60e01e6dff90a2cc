import { useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDeleteAlert } from '../api/delete-alert';
import type { AlertFrequency, JobAlert } from '../api/types';
import { useUpdateAlert } from '../api/update-alert';
import { FREQUENCY_LABEL, portalPathOf, searchInWords } from '../lib/describe';

function problem(what: string, error: unknown): string {
  if (error instanceof ApiError && error.extra.fromServer) return error.message;
  return `${what} ${error instanceof Error ? error.message : ''}`.trim();
}

type Props = { uid: string; alert: JobAlert; onDeleted: (words: string) => void };

// One alert of the profile's "Job alerts": its search in words (a link to those jobs), when the
// next digest is due, an on/off switch, daily or weekly, and Delete. A change shows at once and
// goes back if the server refuses it, with the reason under the alert.
export function AlertRow({ uid, alert, onDeleted }: Props) {
  const update = useUpdateAlert(uid);
  const remove = useDeleteAlert(uid);
  const words = searchInWords(alert);
  const labelId = useId();
  const busy = update.isPending || remove.isPending;
  // What the student asked for while the server has not answered yet.
  const pending = update.isPending ? update.variables.change : {};
  const enabled = pending.enabled ?? alert.enabled;
  const frequency = pending.frequency ?? alert.frequency;

  const change = (next: { enabled?: boolean; frequency?: AlertFrequency }) => {
    if (busy) return;
    remove.reset();
    update.mutate({ id: alert.id, change: next });
  };
  const del = () => {
    if (busy) return;
    update.reset();
    remove.mutate(alert.id, { onSuccess: () => onDeleted(words) });
  };

  let next: string;
  if (update.isPending) next = 'Saving…';
  else if (alert.enabled && alert.nextDigestAt !== null) next = `Next digest: ${formatDate(alert.nextDigestAt)}, if new jobs match.`;
  else next = 'Off: no e-mails for this search.';

  const error = update.isError
    ? problem('Could not change this alert.', update.error)
    : remove.isError
      ? problem('Could not delete this alert.', remove.error)
      : null;

  return (
    <li aria-busy={busy || undefined} className="rounded-lg p-4 ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            <Link to={portalPathOf(alert)} className="text-brand-700 hover:underline">
              {words}
            </Link>
          </h3>
          <p className={`mt-1 text-sm ${enabled ? 'text-slate-600' : 'text-slate-500'}`}>{next}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-label={`E-mails for ${words}`}
          onClick={() => change({ enabled: !enabled })}
          className="-my-1 inline-flex shrink-0 items-center gap-2 py-1 text-sm font-medium text-slate-700"
        >
          <span aria-hidden="true">E-mails</span>
          <span aria-hidden="true" className={`relative h-6 w-11 rounded-full transition-colors ${enabled ? 'bg-brand-600' : 'bg-slate-300'}`}>
            <span className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-5' : ''}`} />
          </span>
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={`${labelId}-frequency`} className="text-sm font-medium text-slate-700">
            How often
          </label>
          <select
            id={`${labelId}-frequency`}
            aria-label={`How often: ${words}`}
            value={frequency}
            onChange={(e) => change({ frequency: e.target.value as AlertFrequency })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {(['daily', 'weekly'] as const).map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABEL[f]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={del}
          aria-label={`Delete the alert ${words}`}
          className="rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}
