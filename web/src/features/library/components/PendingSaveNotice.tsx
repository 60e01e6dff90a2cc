import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useSaveToLibrary, type LibraryRef } from '@/lib/library';

const box = 'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg';
const SHOWN_FOR_MS = 12_000;

function failure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'library-full') return error.message;
  if (error instanceof ApiError && error.status === 404) return 'It is no longer on the site.';
  return error instanceof Error ? error.message : '';
}

// Saves the item a student chose before signing in, and says how it went in a notice at the
// bottom of the screen (over the page, so nothing moves): saved, with a link to the library; or
// why not, with Try again. Dismissed with its button or by going to another page; the success
// also goes away by itself after a few seconds.
export default function PendingSaveNotice({ item, onDone }: { item: LibraryRef; onDone: () => void }): ReactElement | null {
  const save = useSaveToLibrary();
  const { mutate } = save;
  const started = useRef(false);
  const { pathname } = useLocation();
  const [shownOn] = useState(pathname);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode
    started.current = true;
    mutate(item);
  }, [mutate, item]);

  const settled = save.isSuccess || save.isError;
  useEffect(() => {
    if (settled && pathname !== shownOn) onDone();
  }, [settled, pathname, shownOn, onDone]);
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(onDone, SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, onDone]);

  const title = save.data?.title ?? item.title;
  const dismiss = (
    <button type="button" onClick={onDone} aria-label="Dismiss" className="-m-1 ml-auto shrink-0 rounded-lg p-1 hover:bg-black/5">
      <span aria-hidden="true">✕</span>
    </button>
  );

  let notice;
  if (save.isError) {
    const full = save.error instanceof ApiError && save.error.code === 'library-full';
    notice = (
      <div role="alert" className={`${box} border-red-200 bg-red-50 text-red-900`}>
        <div className="min-w-0">
          <p>
            Could not save {title ? <strong className="break-words">{title}</strong> : 'it'} to your library. {failure(save.error)}
          </p>
          <p className="mt-2 flex flex-wrap gap-3">
            {full ? (
              <Link to="/library" onClick={onDone} className="font-semibold underline">
                Open My library
              </Link>
            ) : (
              <button type="button" onClick={() => mutate(item)} className="font-semibold underline">
                Try again
              </button>
            )}
          </p>
        </div>
        {dismiss}
      </div>
    );
  } else {
    notice = (
      <div role="status" className={`${box} border-emerald-200 bg-emerald-50 text-emerald-900`}>
        {save.isSuccess ? (
          <p className="min-w-0">
            Saved to your library
            {title && (
              <>
                : <strong className="break-words">{title}</strong>
              </>
            )}
            .{' '}
            <Link to="/library" className="font-semibold underline">
              Open My library
            </Link>
          </p>
        ) : (
          <p className="min-w-0">Saving to your library…</p>
        )}
        {dismiss}
      </div>
    );
  }
  return <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">{notice}</div>;
}
