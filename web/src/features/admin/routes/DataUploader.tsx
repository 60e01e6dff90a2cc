import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormError } from '@/components/form';
import { isYearKey, type YearKey } from '@/lib/years';
import { rejectedRows, useCommitImport } from '../api/commit-import';
import { usePreviewImport } from '../api/preview-import';
import type { ImportFormat, ImportRequest } from '../api/types';
import { AdminToolsNav } from '../components/AdminToolsNav';
import { CurrentCount } from '../components/CurrentCount';
import { ImportFileField } from '../components/ImportFileField';
import { ImportPreviewTable } from '../components/ImportPreviewTable';
import { ImportSubmit } from '../components/ImportSubmit';
import { ImportTargetPicker } from '../components/ImportTargetPicker';
import { collectionPath, type Category } from '../lib/categories';
import { fileProblem, importFormat, importTarget, plural, targetName } from '../lib/import-targets';

type LoadedFile = { name: string; format: ImportFormat; content: string };

function importRequest(category: Category, year: YearKey, file: LoadedFile): ImportRequest {
  return { collection: category.collection, ...(category.yearly ? { year } : {}), format: file.format, content: file.content };
}

// /dataa, the data uploader (SPEC §2: "shows success or error text for upload and fetch"):
// bulk import of a CSV or JSON file into one collection. The chosen file is checked by the
// server first (preview) and shown row by row; the import stores every row or none. The
// target lives in the URL (?collection=&year=), so a reload or a bad file keeps it.
export function DataUploader() {
  const [params, setParams] = useSearchParams();
  const category = importTarget(params.get('collection'));
  const yearParam = params.get('year');
  const year: YearKey = isYearKey(yearParam) ? yearParam : 'firstYear';
  const where = targetName(category, year);

  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const preview = usePreviewImport();
  const commit = useCommitImport();

  function clearResults() {
    commit.reset();
    setImported(null);
  }

  function chooseTarget(next: { collection?: string; year?: YearKey }) {
    const p = new URLSearchParams(params);
    if (next.collection) p.set('collection', next.collection);
    if (next.year) p.set('year', next.year);
    setParams(p, { replace: true });
    clearResults();
    // The same file, checked against the new target.
    const nextCategory = importTarget(next.collection ?? category.collection);
    if (file) preview.mutate(importRequest(nextCategory, next.year ?? year, file));
  }

  async function chooseFile(picked: File) {
    clearResults();
    setFileError(null);
    const problem = fileProblem(picked);
    const format = importFormat(picked.name);
    if (problem || !format) {
      setFile(null);
      preview.reset();
      setFileError(problem);
      return;
    }
    let content: string;
    try {
      content = await picked.text();
    } catch {
      setFile(null);
      preview.reset();
      setFileError(`Could not read ${picked.name}. Choose it again.`);
      return;
    }
    const loaded = { name: picked.name, format, content };
    setFile(loaded);
    preview.mutate(importRequest(category, year, loaded));
  }

  function runImport() {
    if (!file) return;
    commit.mutate(importRequest(category, year, file), {
      onSuccess: (result) => {
        const kept = result.skipped
          ? ` ${plural(result.skipped, 'row')} had the id of a stored record and ${result.skipped === 1 ? 'was' : 'were'} left as stored.`
          : '';
        setImported(`Imported ${plural(result.imported, 'row')} into ${where}.${kept}`);
        setFile(null);
        preview.reset();
      },
    });
  }

  // A refused import carries the rows as the server checked them then; show those.
  const refused = rejectedRows(commit.error);
  const checked = refused ?? preview.data ?? null;
  const busy = preview.isPending || commit.isPending;

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <AdminToolsNav />
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Import data</h1>
        <p className="mt-2 text-slate-600">Add many records at once from a CSV or JSON file. Download a template to see the columns.</p>
      </div>
      <div className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <ImportTargetPicker category={category} year={year} disabled={commit.isPending} onChange={chooseTarget} />
        <CurrentCount path={collectionPath(category, year)} where={where} />
        <ImportFileField category={category} error={fileError} disabled={commit.isPending} onFile={(f) => void chooseFile(f)} />
      </div>
      <div role="status" className="space-y-1">
        {preview.isPending && file && <p className="text-slate-600">Checking {file.name}…</p>}
        {checked && file && !busy && (
          <p className="font-medium">
            {file.name}: {plural(checked.valid, 'row')} valid, {checked.invalid} with errors
            {(checked.examples ?? 0) > 0 ? `, and the template's example row, which is skipped` : ''}.
          </p>
        )}
        {commit.isPending && <p className="text-slate-600">Importing…</p>}
        {imported && <p className="rounded-lg border border-green-200 bg-green-50 p-4 font-semibold text-green-900">{imported}</p>}
      </div>
      {preview.isError && file && <FormError message={`Could not check ${file.name}. ${preview.error.message}`} />}
      {commit.isError && <FormError message={commit.error.message} />}
      {checked && file && !preview.isPending && (
        <div className="space-y-4">
          <ImportSubmit
            valid={checked.valid}
            invalid={checked.invalid}
            examples={checked.examples ?? 0}
            where={where}
            pending={commit.isPending}
            onImport={runImport}
          />
          <ImportPreviewTable category={category} fileName={file.name} rows={checked.rows} />
        </div>
      )}
    </section>
  );
}
