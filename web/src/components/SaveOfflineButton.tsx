import { canSaveOffline, SaveError, useIsSaved, useRemoveSavedFile, useSavedFiles, useSaveFile, type FileToSave } from '@/lib/saved-files';

const button = 'rounded-lg px-3 py-2 text-sm font-semibold ring-1 disabled:opacity-60';

// "Save for offline" beside a download link: keeps the file on this device (see
// lib/saved-files) with a clear saving / saved / failed state, and a way to remove it again.
// Nothing is shown for files that cannot be kept (other sites' links, old browsers).
export function SaveOfflineButton({ file, className = 'mt-2 flex flex-wrap items-center gap-2' }: { file: FileToSave; className?: string }) {
  const saved = useSavedFiles();
  const isSaved = useIsSaved(file.url);
  const save = useSaveFile();
  const remove = useRemoveSavedFile();
  if (!canSaveOffline(file.url)) return null;

  return (
    // relative: the screen-reader-only status below is placed within the button's own box, never
    // where a scrolling ancestor (a carousel) cannot clip it (issue 48).
    <div className={`relative ${className}`}>
      {isSaved ? (
        <>
          <span aria-hidden="true" className="text-sm text-emerald-700">
            ✓
          </span>
          <span className="-ml-1 text-sm font-medium text-emerald-700">Saved for offline</span>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(file.url)}
            aria-label={`Remove ${file.title} from offline files`}
            className={`${button} text-slate-700 ring-slate-300 hover:bg-slate-100`}
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </button>
        </>
      ) : (
        <button
          type="button"
          disabled={save.isPending || saved.isPending}
          onClick={() => save.mutate(file)}
          aria-label={`${save.isError ? 'Try saving again' : 'Save for offline'}: ${file.title}`}
          className={`${button} text-brand-700 ring-brand-600 hover:bg-brand-50`}
        >
          {save.isPending ? 'Saving…' : save.isError ? 'Try again' : 'Save for offline'}
        </button>
      )}
      <span role="status" className="sr-only">
        {save.isPending ? `Saving ${file.title}` : isSaved && save.isSuccess ? `${file.title} saved for offline` : ''}
      </span>
      {save.isError && !isSaved && (
        <p role="alert" className="w-full text-sm text-red-700">
          {save.error instanceof SaveError ? save.error.message : 'The file could not be saved. Please try again.'}
        </p>
      )}
    </div>
  );
}
