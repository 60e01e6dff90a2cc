import { matchPath } from 'react-router';
import type { User } from '@/lib/auth';
import { APP_ROUTES } from '@/lib/paths';
import { UNSAFE_URL_CHARS } from '@/lib/url-safety';

// Where a student goes after signing in: the page they came from (navigation state "from",
// else the value remembered in session storage), if it is a page of this app other than the
// sign-in screens; else /home. Admins go to /admin after login. The pages of the e-mailed
// links count as sign-in screens: their tokens are single-use, so coming back is no use.
export const REDIRECT_KEY = 'redirectAfterAuth';
const AUTH_SCREENS = ['/login', '/signup', '/auth_model', '/forgot-password', '/reset-password', '/verify-email'];
const BASE = 'http://app.invalid';

function isAuthScreen(pathname: string) {
  return AUTH_SCREENS.some((p) => matchPath({ path: p, end: true }, pathname));
}

// A site-relative path of a known page (with its query), or null. Never //host,
// javascript: or anything that leaves the site.
export function safeAppPath(raw: unknown): string | null {
  if (raw && typeof raw === 'object') {
    const loc = raw as { pathname?: unknown; search?: unknown };
    raw = typeof loc.pathname === 'string' ? loc.pathname + (typeof loc.search === 'string' ? loc.search : '') : null;
  }
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE_URL_CHARS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || isAuthScreen(url.pathname)) return null;
  if (!APP_ROUTES.some((r) => matchPath({ path: r, end: true }, url.pathname))) return null;
  return url.pathname + url.search;
}

export function storedRedirect(): string | null {
  try {
    return sessionStorage.getItem(REDIRECT_KEY);
  } catch {
    return null; // storage disabled
  }
}

export function rememberRedirect(path: string) {
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // storage disabled: navigation state still works
  }
}

export function forgetRedirect() {
  try {
    sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // nothing to forget
  }
}

export function fromOf(state: unknown): unknown {
  return (state as { from?: unknown } | null)?.from;
}

// The page to return to after sign-in or signup.
export function redirectTarget(state: unknown): string {
  const from = fromOf(state);
  return safeAppPath(from ?? storedRedirect()) ?? '/home';
}

// After a login (e-mail or social): admins to /admin, everyone else back where they were.
export function afterLogin(user: User, state: unknown): string {
  return user.role === 'admin' ? '/admin' : redirectTarget(state);
}
