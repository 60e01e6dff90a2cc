import { useEffect, type ReactNode } from 'react';
import { Navigate, matchPath, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { forgetRedirect, storedRedirect } from '../lib/redirect';

// Wraps every page to finish the redirect sign-in flow wherever the provider sent the
// student back: a failure (?authError=<code>) goes to /login, which shows it and still knows
// the page to return to (the page itself is not shown); a success on the remembered page
// ends the remembering.
export function OAuthReturn({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  useEffect(() => {
    if (signedIn && storedRedirect() === pathname + search) forgetRedirect();
  }, [signedIn, pathname, search]);

  const params = new URLSearchParams(search);
  const code = params.get('authError');
  if (code && !matchPath('/login', pathname)) {
    params.delete('authError');
    const query = params.toString();
    return <Navigate to={`/login?authError=${encodeURIComponent(code)}`} replace state={{ from: pathname + (query ? `?${query}` : '') }} />;
  }
  return <>{children}</>;
}
