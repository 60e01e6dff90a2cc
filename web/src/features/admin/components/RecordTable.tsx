import { useState } from 'react';
import { ErrorText } from '@/components/ErrorText';
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

// The records of a category (and year), in the server's order: a search box, a table that
// scrolls sideways on a phone, Edit and Delete per row, and "Load more".
export function RecordTable({ category, year, editingId, onEdit, onDeleted }: Props) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const path = collectionPath(category, year);
  const records = useAdminRecords(path, q);
  const remove = useDeleteRecord();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const columns = listColumns(category, { counts: true });
  const where = category.yearly ? `${category.label}, ${yearByKey(year).label} year` : category.label;

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
  const total = records.data?.pages[0]?.total;

  return (
    <section aria-label={`Records: ${where}`} className="space-y-3">
      <form
        role="search"
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
          className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none"
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
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="min-w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-medium text-slate-700">
              {where}: {total ?? items.length} record{(total ?? items.length) === 1 ? '' : 's'}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((c) => (
                  <th key={c.name} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {c.label}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((record) => {
                const name = recordName(category, record);
                return (
                  <tr key={record.id} className={`border-t border-slate-100 ${editingId === record.id ? 'bg-brand-50' : ''}`}>
                    {columns.map((c) => (
                      <td key={c.name} className="max-w-xs truncate px-3 py-2">
                        {cellText(record[c.name])}
                      </td>
                    ))}
                    <td className="px-3 py-2 whitespace-nowrap">
                      <div className="flex gap-2">
                        <button type="button" className={buttonClass} aria-label={`Edit ${name}`} onClick={() => onEdit(record)}>
                          Edit
                        </button>
                        <button
                          type="button"
                          className={`${buttonClass} text-red-700`}
                          aria-label={`Delete ${name}`}
                          disabled={remove.isPending}
                          onClick={() => confirmDelete(record)}
                        >
                          Delete
                        </button>
                      </div>
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
