import { Fragment, useId, useState } from 'react';
import { ErrorText } from '@/components/ErrorText';
import { NARROW_SCREEN, useMediaQuery } from '@/hooks/use-media-query';
import { ApiError } from '@/lib/api-client';
import type { YearKey } from '@/lib/years';
import { yearByKey } from '@/lib/years';
import { useDeleteRecord } from '../api/delete-record';
import { useAdminRecords } from '../api/get-records';
import type { AdminRecord } from '../api/types';
import { collectionPath, recordPath, type Category } from '../lib/categories';
import { listColumns, recordName } from '../lib/fields';
import { cellText } from '../lib/format';

type Props = {
  category: Category;
  year: YearKey;
  editingId: string | null;
  onEdit: (record: AdminRecord) => void;
  onDeleted: (id: string) => void;
};

const buttonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';

// The records of a category (and year), in the server's order: a search box, the records with
// Edit and Delete for each, and "Load more". On a wide screen a table whose cells wrap, so it
// fits its column and Edit and Delete stay in view (they also stick to the right edge should
// a long word make the table scroll); on a phone a list of cards, one per record.
export function RecordTable({ category, year, editingId, onEdit, onDeleted }: Props) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const path = collectionPath(category, year);
  const records = useAdminRecords(path, q);
  const remove = useDeleteRecord();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const columns = listColumns(category, { counts: true });
  const where = category.yearly ? `${category.label}, ${yearByKey(year).label} year` : category.label;
  const narrow = useMediaQuery(NARROW_SCREEN);
  const summaryId = useId();

  function confirmDelete(record: AdminRecord) {
    const name = recordName(category, record);
    if (!window.confirm(`Delete "${name}"? This cannot be undone.`)) return;
    setDeleteError(null);
    remove.mutate(
      { path: recordPath(category, year, record.id), version: record.version },
      {
        onSuccess: () => onDeleted(record.id),
        onError: (e) =>
          setDeleteError(
            e instanceof ApiError && e.status === 409
              ? 'Someone else changed this record. Reload the list to see their change.'
              : `Could not delete "${name}". ${e instanceof Error ? e.message : ''}`.trim(),
          ),
      },
    );
  }

  const items = records.data?.pages.flatMap((p) => p.items) ?? [];
  const count = records.data?.pages[0]?.total ?? items.length;
  const summary = `${where}: ${count} record${count === 1 ? '' : 's'}`;

  return (
    <section aria-label={`Records: ${where}`} className="space-y-3">
      <form
        role="search"
        aria-label="Record search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
        className="flex gap-2"
      >
        <label htmlFor="admin-search" className="sr-only">
          Search records
        </label>
        <input
          id="admin-search"
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search"
          className="w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none"
        />
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </form>
      {deleteError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {deleteError}
        </p>
      )}
      {records.isPending ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          Loading records...
        </p>
      ) : records.isError ? (
        <ErrorText message={`Could not load the records. ${records.error.message}`} onRetry={() => void records.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">{q ? 'No records match your search.' : 'No records yet.'}</p>
      ) : narrow ? (
        <div className="space-y-2">
          <p id={summaryId} className="text-sm font-medium text-slate-700">
            {summary}
          </p>
          <ul aria-labelledby={summaryId} className="space-y-3">
            {items.map((record) => {
              const name = recordName(category, record);
              const current = editingId === record.id;
              return (
                <li key={record.id} className={`rounded-xl p-4 shadow-sm ${current ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white'}`}>
                  <p className="font-semibold wrap-break-word">{name}</p>
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                    {columns.slice(1).map((c) => (
                      <Fragment key={c.name}>
                        <dt className="text-slate-600">{c.label}</dt>
                        <dd className="wrap-anywhere">{cellText(record[c.name]) || '—'}</dd>
                      </Fragment>
                    ))}
                  </dl>
                  <RecordActions
                    name={name}
                    busy={remove.isPending}
                    onEdit={() => onEdit(record)}
                    onDelete={() => confirmDelete(record)}
                    className="mt-3 flex flex-wrap gap-2"
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium text-slate-700">{summary}</caption>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((c) => (
                  <th key={c.name} scope="col" className="px-3 py-2 align-bottom font-semibold">
                    {c.label}
                  </th>
                ))}
                <th scope="col" className="sticky right-0 bg-slate-50 px-3 py-2 align-bottom font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((record) => {
                const name = recordName(category, record);
                const background = editingId === record.id ? 'bg-brand-50' : 'bg-white';
                return (
                  <tr key={record.id} className={`border-t border-slate-100 ${background}`}>
                    {columns.map((c) => (
                      <td key={c.name} className="px-3 py-2 align-top wrap-break-word">
                        {cellText(record[c.name])}
                      </td>
                    ))}
                    <td className={`sticky right-0 px-3 py-2 align-top whitespace-nowrap ${background}`}>
                      <RecordActions
                        name={name}
                        busy={remove.isPending}
                        onEdit={() => onEdit(record)}
                        onDelete={() => confirmDelete(record)}
                        className="flex gap-2"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {records.hasNextPage && (
        <button type="button" className={buttonClass} disabled={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()}>
          {records.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}

type ActionsProps = { name: string; busy: boolean; onEdit: () => void; onDelete: () => void; className: string };

// Edit and Delete of one record, named after it for screen readers ("Edit Unit 1 notes").
function RecordActions({ name, busy, onEdit, onDelete, className }: ActionsProps) {
  return (
    <div className={className}>
      <button type="button" className={buttonClass} aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className={`${buttonClass} text-red-700`} aria-label={`Delete ${name}`} disabled={busy} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}
