import { Link, useLocation } from 'react-router';

// Opens the sign-in modal, remembering this page (path and query) to come back to.
export function SignupNowLink({ className = '' }: { className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to="/auth_model"
      state={{ from: pathname + search }}
      className={`rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${className}`}
    >
      signup now
    </Link>
  );
}
