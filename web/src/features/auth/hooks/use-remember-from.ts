import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fromOf, rememberRedirect, safeAppPath } from '../lib/redirect';

// The sign-in screens keep the page the student came from in session storage too, so it
// survives a reload or the redirect sign-in flow.
export function useRememberFrom() {
  const { state } = useLocation();
  useEffect(() => {
    const from = safeAppPath(fromOf(state));
    if (from) rememberRedirect(from);
  }, [state]);
}
