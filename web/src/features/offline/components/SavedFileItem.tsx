import { formatDate, formatSize } from '@/lib/format';
import { useRemoveSavedFile, type SavedFile } from '@/lib/saved-files';

// One saved file: its title opens it (from this device, through the service worker, so it
// works with no network), then subject, size and the day it was saved, and Remove.
export function SavedFileItem({ file }: { file: SavedFile }) {
  const remove = useRemoveSavedFile();
  const href = new URL(file.url).pathname;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="min-w-0">
        <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {file.title}
        </a>
        <p className="text-sm text-slate-600">
          {file.subject && <>{file.subject} · </>}
          {formatSize(file.size)}
          {file.savedAt > 0 && <> · saved {formatDate(file.savedAt)}</>}
        </p>
        {remove.isError && (
          <p role="alert" className="text-sm text-red-700">
            Could not remove this file. Please try again.
          </p>
        )}
      </div>
      <button
        type="button"
        disabled={remove.isPending}
        onClick={() => remove.mutate(file.url)}
        aria-label={`Remove ${file.title}`}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
      >
        {remove.isPending ? 'Removing…' : 'Remove'}
      </button>
    </li>
  );
}
