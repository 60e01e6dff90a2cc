import { useNavigate } from 'react-router';
import { useLogoutEverywhere } from '../../api/logout-everywhere';
import { authErrorMessage } from '../../lib/error-messages';

export const SIGN_OUT_EVERYWHERE_QUESTION = 'Sign out on every device, this one included? You will need to log in again everywhere.';

// "Sign out everywhere": after a confirmation, ends every session of the account (a lost
// phone, a shared computer) and goes to /login, which says what happened.
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const logout = useLogoutEverywhere();

  const signOut = () => {
    if (!window.confirm(SIGN_OUT_EVERYWHERE_QUESTION)) return;
    // mutateAsync, not mutate's callbacks: signed out, this page stops showing this button,
    // and callbacks of an unmounted mutation never run. A failure is shown from logout.error.
    logout.mutateAsync().then(
      () => navigate('/login', { replace: true, state: { notice: 'signed-out-everywhere' } }),
      () => {},
    );
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Ends your sessions on every device and browser, this one included.</p>
      <button
        type="button"
        onClick={signOut}
        disabled={logout.isPending}
        aria-busy={logout.isPending || undefined}
        className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Sign out everywhere
      </button>
      {logout.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {authErrorMessage(logout.error)}
        </p>
      )}
    </div>
  );
}
