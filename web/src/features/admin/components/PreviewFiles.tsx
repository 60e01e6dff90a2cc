import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { NARROW_SCREEN, useMediaQuery } from '@/hooks/use-media-query';
import { previewPath } from '@/lib/previews';
import { usePreviewFiles } from '../api/get-preview-files';
import { useRerunPreview } from '../api/rerun-preview';
import type { AdminFile, FileState } from '../api/types';
import { formatTime } from '../lib/format';
import { filesEmptyText, pagesSummary } from '../lib/preview-files';
import { countOf, workStateLabel as fileStateLabel } from '../lib/work-states';
import { StateBadge } from './StateBadge';
import { StateFilters, WorkListView, WorkNotices, buttonClass, type WorkColumn } from './WorkList';

// The file's name, its address beneath: the first column of the table, the title of a card.
function FileName({ file }: { file: AdminFile }) {
  return (
    <>
      <span className="block font-semibold wrap-break-word text-slate-900">{file.name}</span>
      <span className="block font-mono text-xs wrap-anywhere text-slate-500">{file.url}</span>
    </>
  );
}

// The items whose file it is (or the site's own document it is, kind document), each opening
// its preview page (to check what students see).
function LinkedItems({ file }: { file: AdminFile }) {
  if (file.items.length === 0) return <span className="text-slate-500">No item links to it</span>;
  return (
    <ul className="space-y-1">
      {file.items.map((item) => (
        <li key={`${item.kind}/${item.id}`}>
          <Link to={previewPath(item.kind, item.id)} className="text-brand-700 wrap-break-word underline-offset-2 hover:underline">
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// The state, and for a failed file why it failed.
function FileStateCell({ file }: { file: AdminFile }) {
  return (
    <>
      <StateBadge state={file.state} label={fileStateLabel(file.state)} />
      {file.state === 'failed' && file.error && <span className="mt-1 block font-medium wrap-break-word text-red-800">{file.error}</span>}
    </>
  );
}

// The columns of the table after the file itself, and the lines of a card on a phone.
const COLUMNS: WorkColumn<AdminFile>[] = [
  { label: 'Used by', className: 'min-w-40', cell: (f) => <LinkedItems file={f} /> },
  { label: 'State', className: 'min-w-32', cell: (f) => <FileStateCell file={f} /> },
  { label: 'Pages', className: 'whitespace-nowrap', cell: pagesSummary },
  { label: 'Changed', className: 'whitespace-nowrap', cell: (f) => <time dateTime={new Date(f.updatedAt).toISOString()}>{formatTime(f.updatedAt)}</time> },
];

// The "Files" tab: the PDF files on the site and how far the preview of each is (its pages as
// images and their text, made in the background), with the items that link to it. A filter by
// state with the number of files in each, the files (a table on a wide screen, cards on a
// phone) with "Run again" for each, and "Load more".
export function PreviewFiles() {
  const [state, setState] = useState<FileState | ''>('');
  const files = usePreviewFiles(state);
  const rerun = useRerunPreview();
  const [queued, setQueued] = useState<string | null>(null); // the last rerun's confirmation
  const [rerunError, setRerunError] = useState<string | null>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);

  // The counts stay in view while another state's files load (the previous answer's).
  const counts = files.data?.pages[0]?.counts;
  const loading = files.isPending || files.isPlaceholderData;
  const items = files.data?.pages.flatMap((p) => p.items) ?? [];
  const total = counts ? countOf(counts, state) : items.length;
  const summary = `${state ? `${fileStateLabel(state)} files` : 'PDF files'}: ${total} file${total === 1 ? '' : 's'}`;

  function choose(next: FileState | '') {
    setState(next);
    setQueued(null);
    setRerunError(null);
  }

  function runAgain(file: AdminFile) {
    setQueued(null);
    setRerunError(null);
    rerun.mutate(file, {
      onSuccess: () => setQueued(`“${file.name}” is queued: its preview will be made again.`),
      onError: (e) => setRerunError(`Could not run “${file.name}” again. ${e.message}`),
    });
  }

  const rerunButton = (file: AdminFile) => (
    <RerunButton file={file} pending={rerun.isPending && rerun.variables?.url === file.url} onRerun={() => runAgain(file)} />
  );

  return (
    <section aria-label="Files" className="space-y-3">
      <p className="text-sm text-slate-600">
        The PDF files on the site. Each one&apos;s pages are turned into images and their text read (by OCR when the file has none) in the background, for the
        preview pages and the cards&apos; thumbnails. Run a file again after replacing it or when it failed.
      </p>
      <StateFilters label="Show files" state={state} counts={counts} onChoose={choose} />
      <WorkNotices done={queued} error={rerunError} />
      {loading ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
          Loading files...
        </p>
      ) : files.isError ? (
        <ErrorText message={`Could not load the files. ${files.error.message}`} onRetry={() => void files.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">{filesEmptyText(state)}</p>
      ) : (
        <WorkListView
          items={items}
          itemKey={(f) => f.url}
          nameHeader="File"
          name={(f) => <FileName file={f} />}
          columns={COLUMNS}
          action={rerunButton}
          summary={summary}
          narrow={narrow}
        />
      )}
      {!loading && files.hasNextPage && (
        <button type="button" className={buttonClass} disabled={files.isFetchingNextPage} onClick={() => void files.fetchNextPage()}>
          {files.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}

// "Run again" of one file, named after it for screen readers ("Run again: bcs301-2023-24.pdf");
// disabled while its request is on its way.
function RerunButton({ file, pending, onRerun }: { file: AdminFile; pending: boolean; onRerun: () => void }) {
  return (
    <button type="button" className={buttonClass} aria-label={`Run again: ${file.name}`} disabled={pending} aria-busy={pending || undefined} onClick={onRerun}>
      {pending ? 'Queuing...' : 'Run again'}
    </button>
  );
}
