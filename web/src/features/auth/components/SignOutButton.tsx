import { useLogout } from '../api/logout';
import { authErrorMessage } from '../lib/error-messages';

// Signs out (navbar menu, mobile menu, profile dropdown), with the error in words if the
// server could not be reached.
export function SignOutButton({ label, className }: { label: string; className: string }) {
  const logout = useLogout();
  return (
    <>
      <button type="button" disabled={logout.isPending} onClick={() => logout.mutate()} className={className}>
        {label}
      </button>
      {logout.isError && (
        <p role="alert" className="px-3 pt-2 text-sm text-red-700">
          {authErrorMessage(logout.error)}
        </p>
      )}
    </>
  );
}
