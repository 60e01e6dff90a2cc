import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { useUser } from '@/lib/auth';

// Shows its content to admins only. The server enforces the same rule on every admin call;
// this gate only decides what the page shows.
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useUser();
  const frame = 'mx-auto max-w-4xl px-4 py-10';
  if (me.isPending) {
    return (
      <p role="status" className={frame}>
        Loading...
      </p>
    );
  }
  if (me.isError) {
    return (
      <div className={frame}>
        <ErrorText message="Could not check your account. Check your connection and try again." onRetry={() => void me.refetch()} />
      </div>
    );
  }
  if (!me.data) {
    return (
      <div className={frame}>
        <p className="text-lg">Please log in to access the admin panel.</p>
        <Link
          to="/login"
          state={{ from: '/admin' }}
          className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Login
        </Link>
      </div>
    );
  }
  if (me.data.role !== 'admin') return <p className={`${frame} text-lg`}>You are not authorized to access this page.</p>;
  return <>{children}</>;
}
