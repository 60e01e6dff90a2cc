import { ErrorText } from '@/components/ErrorText';
import { useAuditLog } from '../api/get-audit';
import { formatTime } from '../lib/format';

// The "Activity" tab: who changed what and when, newest first.
export function AuditLog() {
  const audit = useAuditLog();
  if (audit.isPending) {
    return (
      <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
        Loading activity...
      </p>
    );
  }
  if (audit.isError) return <ErrorText message={`Could not load the activity. ${audit.error.message}`} onRetry={() => void audit.refetch()} />;
  const items = audit.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">No activity yet.</p>;
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="min-w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-medium text-slate-700">Activity, newest first</caption>
          <thead className="bg-slate-50">
            <tr>
              {['Time', 'Who', 'Action', 'What', 'Id'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
                </td>
                <td className="px-3 py-2">{entry.actor.email || entry.actor.uid}</td>
                <td className="px-3 py-2">{entry.action}</td>
                <td className="px-3 py-2">{entry.entity}</td>
                <td className="px-3 py-2 font-mono text-xs">{entry.entityId ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {audit.hasNextPage && (
        <button
          type="button"
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </div>
  );
}
