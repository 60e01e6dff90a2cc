import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { apiGet } from './api-client';
import type { ApiSchemas } from './api-types';

// The signed-in user as GET /api/auth/session and /api/auth/me answer it (docs/auth-api.md
// "User shape"). Every part of the app may ask who is signed in; only the auth feature signs
// in and out, writing its answers to ME_KEY.
export type User = ApiSchemas['User'];

export const ME_KEY = ['auth', 'me'] as const;

// The signed-in user, or null when signed out. The session cookie keeps the user signed in
// across reloads; this only asks the server who it is. GET /api/auth/session answers a
// visitor with 200 and null (GET /api/auth/me's 401 would be logged by the browser as a
// failed request on every signed-out page load).
export async function getMe(): Promise<User | null> {
  const { user } = await apiGet<{ user: User | null }>('/api/auth/session', { cache: 'no-store' });
  return user;
}

export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: getMe,
  // Sign-in, signup, logout and profile updates write this cache from their answers.
  staleTime: 5 * 60_000,
});

export function useUser() {
  return useQuery(meQuery);
}

export type AuthState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

// Loading, then signed in or signed out. If the server cannot be asked (offline), the
// visitor is treated as signed out: every page still works without an account.
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (state === undefined) throw new Error('useAuth() is used outside the app provider (app/provider AppProvider)');
  return state;
}

// Who is signed in, watched once for the whole app (app/provider's AppProvider): dozens of
// components ask (every card's Save button, the header, the layout), and a query observer each
// made the app's first render on a list page measurably longer (issue 25, blocking time).
export const AuthContext = createContext<AuthState | undefined>(undefined);

const LOADING: AuthState = { status: 'loading' };
const SIGNED_OUT: AuthState = { status: 'signed-out' };

// The state AuthContext holds: the same object while nothing changed, so its readers are not
// drawn again for nothing.
export function useWatchedAuth(): AuthState {
  const { data, isPending, isError } = useUser();
  return useMemo(() => {
    if (isPending) return LOADING;
    if (isError || !data) return SIGNED_OUT;
    return { status: 'signed-in', user: data };
  }, [data, isPending, isError]);
}

// The name to greet the user with.
export function displayNameOf(user: User): string {
  return user.displayName?.trim() || user.name?.trim() || 'User';
}
