import type { ImportRow } from '../api/types';
import type { Category } from '../lib/categories';
import { formFields, listColumns } from '../lib/fields';
import { cellText } from '../lib/format';

// The checked rows of a file: number, valid or what is wrong (and in which field), what to
// check (a link to a missing file, a formula-like cell), the template's example row as
// skipped, and the fields that tell records apart, as the panel's list shows them. Scrolls
// sideways on a phone.
export function ImportPreviewTable({ category, fileName, rows }: { category: Category; fileName: string; rows: ImportRow[] }) {
  const columns = listColumns(category);
  const labels = new Map(formFields(category).map((f) => [f.name, f.label]));
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="min-w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-medium text-slate-700">Rows of {fileName}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Row
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            {columns.map((c) => (
              <th key={c.name} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} className={`border-t border-slate-100 ${r.example ? 'bg-slate-50' : r.ok ? '' : 'bg-red-50'}`}>
              <th scope="row" className="px-3 py-2 font-normal">
                {r.row}
              </th>
              <td className="min-w-48 px-3 py-2">
                {r.example ? (
                  <span className="text-slate-600">The template&apos;s example: skipped</span>
                ) : r.ok ? (
                  <span className="text-green-800">Valid</span>
                ) : (
                  <span className="text-red-800">
                    Error{r.error.field ? ` in ${labels.get(r.error.field) ?? r.error.field}` : ''}: {r.error.message}
                  </span>
                )}
                {r.warnings && r.warnings.length > 0 && (
                  <ul className="mt-1 space-y-1 text-amber-900">
                    {r.warnings.map((w) => (
                      <li key={w}>Check: {w}</li>
                    ))}
                  </ul>
                )}
              </td>
              {columns.map((c) => (
                <td key={c.name} className="max-w-xs truncate px-3 py-2">
                  {cellText(r.record?.[c.name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
