import { useState } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { SelectField } from '@/components/form';
import { useAuditLog } from '../api/get-audit';
import { useAuditFilterChoices } from '../api/get-audit-filters';
import type { AuditEntry, AuditFilterChoices, AuditFilters } from '../api/types';
import { actionLabel, entityLabel, entrySummary, whoDidIt } from '../lib/audit';
import { formatTime } from '../lib/format';

const NO_FILTERS: AuditFilters = { actor: '', action: '', entity: '' };
const NO_CHOICES: AuditFilterChoices = { actors: [], actions: [], entities: [] };
const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';
const ACTION_STYLES: Record<string, string> = {
  create: 'bg-green-50 text-green-800 ring-green-200',
  update: 'bg-sky-50 text-sky-800 ring-sky-200',
  delete: 'bg-red-50 text-red-800 ring-red-200',
  refund: 'bg-amber-50 text-amber-900 ring-amber-200',
};

// The "Activity" tab: who changed what and when, newest first, filtered by admin, action and
// collection. Each entry names the admin and the record as they were at the time.
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const audit = useAuditLog(filters);
  const choices = useAuditFilterChoices();
  const available = choices.data ?? NO_CHOICES;
  const filtered = Boolean(filters.actor || filters.action || filters.entity);
  const items = audit.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <section aria-label="Activity" className="space-y-3">
      <div role="group" aria-label="Filter the activity" className="grid gap-3 sm:grid-cols-3">
        <SelectField id="audit-actor" label="Admin" value={filters.actor} disabled={!choices.data} onChange={set('actor')}>
          <option value="">All admins</option>
          {available.actors.map((a) => (
            <option key={a.uid} value={a.uid}>
              {a.name ? (a.email ? `${a.name} (${a.email})` : a.name) : a.email || a.uid}
            </option>
          ))}
        </SelectField>
        <SelectField id="audit-action" label="Action" value={filters.action} disabled={!choices.data} onChange={set('action')}>
          <option value="">All actions</option>
          {available.actions.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </SelectField>
        <SelectField id="audit-entity" label="Collection" value={filters.entity} disabled={!choices.data} onChange={set('entity')}>
          <option value="">All collections</option>
          {available.entities.map((e) => (
            <option key={e.entity} value={e.entity}>
              {e.label}
            </option>
          ))}
        </SelectField>
      </div>
      {choices.isError && <ErrorText message={`Could not load the filters. ${choices.error.message}`} onRetry={() => void choices.refetch()} />}
      {audit.isPending ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          Loading activity...
        </p>
      ) : audit.isError ? (
        <ErrorText message={`Could not load the activity. ${audit.error.message}`} onRetry={() => void audit.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">{filtered ? 'No activity matches these filters.' : 'No activity yet.'}</p>
      ) : (
        <div className="rounded-xl bg-white shadow-sm">
          <h2 id="audit-list-title" className="px-4 pt-3 pb-2 text-sm font-medium text-slate-700">
            Activity, newest first
          </h2>
          <ol aria-labelledby="audit-list-title" className="divide-y divide-slate-100">
            {items.map((entry) => (
              <AuditItem key={entry.id} entry={entry} entities={available.entities} />
            ))}
          </ol>
        </div>
      )}
      {audit.hasNextPage && (
        <button type="button" className={buttonClass} disabled={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          {audit.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}

// One entry: when; who (name, e-mail beneath); the action; what (title, then collection and
// id beneath). A column each on wide screens, stacked on a phone.
function AuditItem({ entry, entities }: { entry: AuditEntry; entities: AuditFilterChoices['entities'] }) {
  const who = whoDidIt(entry);
  const collection = entityLabel(entry.entity, entities);
  const title = entry.entityTitle;
  const summary = entrySummary(entry);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[9.5rem_minmax(0,1fr)_6.5rem_minmax(0,1.5fr)] sm:gap-4">
      <time dateTime={new Date(entry.at).toISOString()} className="text-xs text-slate-500 sm:pt-0.5 sm:text-sm">
        {formatTime(entry.at)}
      </time>
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{who.main}</p>
        {who.secondary && <p className="text-xs break-all text-slate-500">{who.secondary}</p>}
      </div>
      <p>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ACTION_STYLES[entry.action] ?? 'bg-slate-50 text-slate-700 ring-slate-200'}`}
        >
          {actionLabel(entry.action)}
        </span>
      </p>
      <div className="min-w-0">
        {title ? (
          <>
            <p className="font-semibold break-words text-slate-900">{title}</p>
            <p className="text-xs text-slate-500">
              {collection}
              {entry.entityId && (
                <>
                  {' · '}
                  <span className="font-mono break-all">{entry.entityId}</span>
                </>
              )}
            </p>
          </>
        ) : entry.entityId ? (
          <>
            <p className="font-mono text-xs break-all text-slate-900">{entry.entityId}</p>
            <p className="text-xs text-slate-500">{collection}</p>
          </>
        ) : (
          <p className="text-slate-900">{collection}</p>
        )}
        {summary && <p className="mt-1 break-words text-slate-700">{summary}</p>}
      </div>
    </li>
  );
}
