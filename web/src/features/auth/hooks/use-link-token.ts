import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

// The token of an e-mailed link (/verify-email?token=…, /reset-password?token=…). Once read,
// it moves from the address into history state: it no longer shows in the address bar, the
// history list or a shared screen (students often use shared computers), yet a reload keeps
// it. Returns null when the link had no token.
export function useLinkToken(): string | null {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const fromQuery = new URLSearchParams(search).get('token');
  const fromState = (state as { token?: unknown } | null)?.token;
  const token = fromQuery || (typeof fromState === 'string' && fromState ? fromState : null);

  useEffect(() => {
    if (fromQuery) navigate(pathname, { replace: true, state: { token: fromQuery } });
  }, [fromQuery, pathname, navigate]);

  return token;
}
