import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ME_KEY, meQuery, useAuth } from '@/lib/auth';
import { isInLibrary, useLibrary, useRemoveFromLibrary, useSaveToLibrary, type LibraryRef } from '@/lib/library';
import { rememberPendingSave } from '@/lib/pending-save';

// The bookmark drawn in the button: an outline, filled once saved.
function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      className="shrink-0"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinejoin="round" d="M6 3.5h12a.5.5 0 0 1 .5.5v16.2a.3.3 0 0 1-.48.24L12 16l-6.02 4.44a.3.3 0 0 1-.48-.24V4a.5.5 0 0 1 .5-.5Z" />
    </svg>
  );
}

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'library-full') return error.message;
  if (error instanceof ApiError && error.status === 404) return 'This item is no longer on the site, so it cannot be saved.';
  return `Could not save to your library. ${error instanceof Error ? error.message : ''}`.trim();
}

type Props = LibraryRef & { className?: string };

// "Save to my library" on a paper, note, course, project or job (cards and detail pages): a
// toggle (aria-pressed) the size of the card's other small buttons. Signed out, it remembers the
// item and opens the sign-in screen, which comes back here; the app then saves it (lib/library,
// features/library's PendingSave). A refusal (a full library, no network) is said under it and
// the button shows the state the server holds. Its container should wrap (flex-wrap), so the
// message takes a line of its own.
//
// A list page draws twenty of these, mostly for visitors, and the query and mutation observers
// of the signed-in button made the app's first render there measurably longer (issue 25,
// blocking time). So only a signed-in student's button watches the library; a visitor's (or
// anyone's while the session is being asked) watches nothing, and draws the same unpressed
// button, so the server's HTML is adopted as it stands either way.
export function SaveToLibraryButton(props: Props) {
  const auth = useAuth();
  return auth.status === 'signed-in' ? <SignedInSaveButton {...props} /> : <GuestSaveButton {...props} loading={auth.status === 'loading'} />;
}

// Signed in: saves and removes at once (lib/library is optimistic) and says why when it cannot.
function SignedInSaveButton({ kind, id, title, className }: Props) {
  const client = useQueryClient();
  const askToSignIn = useAskToSignIn();
  const library = useLibrary();
  const save = useSaveToLibrary();
  const remove = useRemoveFromLibrary();
  const ref: LibraryRef = { kind, id, title };
  const saved = isInLibrary(library.data, ref);
  // Not disabled while the list loads: saving twice is harmless (the server keeps one).
  const busy = save.isPending || remove.isPending;

  function toggle() {
    if (busy) return;
    save.reset();
    remove.reset();
    const signedOutMeanwhile = (e: unknown) => {
      if (e instanceof ApiError && e.status === 401) {
        client.setQueryData(ME_KEY, null); // the session ended (the sign-in screen must not think otherwise)
        askToSignIn(ref);
      }
    };
    if (saved) remove.mutate(ref, { onError: signedOutMeanwhile });
    else save.mutate(ref, { onError: signedOutMeanwhile });
  }

  const error = save.isError && !(save.error instanceof ApiError && save.error.status === 401) ? saveErrorMessage(save.error) : null;
  const removeError =
    remove.isError && !(remove.error instanceof ApiError && remove.error.status === 401)
      ? `Could not remove it from your library. ${remove.error instanceof Error ? remove.error.message : ''}`.trim()
      : null;
  const full = save.error instanceof ApiError && save.error.code === 'library-full';

  return (
    <SaveButtonView
      title={title}
      className={className}
      saved={saved}
      busy={busy}
      onClick={toggle}
      message={error || removeError || null}
      linkToLibrary={full}
    />
  );
}

// Signed out, or not known yet: nothing is saved to show, so nothing is watched.
function GuestSaveButton({ kind, id, title, className, loading }: Props & { loading: boolean }) {
  const client = useQueryClient();
  const askToSignIn = useAskToSignIn();

  async function toggle() {
    const ref: LibraryRef = { kind, id, title };
    if (!loading) return askToSignIn(ref);
    // Pressed before the session's answer came: remembered first, as for a visitor. If someone
    // turns out to be signed in, that answer fills the cache the app's provider watches, the
    // app draws everyone as signed in, and features/library's PendingSave (on every page but
    // the sign-in screens) takes the remembered item, saves it once and says so; this button,
    // now a signed-in one, shows it saved. So a student is asked to sign in only when nobody is.
    rememberPendingSave(ref);
    const user = await client.ensureQueryData(meQuery).catch(() => null); // unknown counts as signed out
    if (!user) askToSignIn(ref);
  }

  return <SaveButtonView title={title} className={className} saved={false} busy={false} onClick={() => void toggle()} message={null} linkToLibrary={false} />;
}

// Remembers the item and opens the sign-in screen, which comes back to this page (and search).
function useAskToSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (ref: LibraryRef) => {
    rememberPendingSave(ref);
    navigate('/auth_model', { state: { from: pathname + search } });
  };
}

type ViewProps = {
  title: string;
  className?: string;
  saved: boolean;
  busy: boolean;
  onClick: () => void;
  // Why the last change failed, said under the button; with a link to the library when it is full.
  message: string | null;
  linkToLibrary: boolean;
};

// The same markup for both buttons: a visitor's is the signed-in one with nothing saved.
function SaveButtonView({ title, className = '', saved, busy, onClick, message, linkToLibrary }: ViewProps) {
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={`${saved ? 'Saved to my library — remove' : 'Save to my library'}: ${title}`}
        aria-busy={busy || undefined}
        onClick={onClick}
        className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold ring-1 disabled:opacity-60 ${
          saved ? 'bg-brand-50 text-brand-700 ring-brand-600 hover:bg-brand-100' : 'text-slate-700 ring-slate-300 hover:bg-slate-100'
        } ${className}`}
      >
        <BookmarkIcon filled={saved} />
        <span>{saved ? 'Saved' : 'Save'}</span>
      </button>
      {message && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {message}
          {linkToLibrary && (
            <>
              {' '}
              <Link to="/library" className="font-semibold underline">
                Open My library
              </Link>
            </>
          )}
        </p>
      )}
    </>
  );
}
