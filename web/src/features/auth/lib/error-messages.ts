import { ApiError } from '@/lib/api-client';
import { UNSUPPORTED_POLICY } from './password-policy';

function wait(seconds?: number): string {
  if (!seconds) return 'a few minutes';
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

// Our wording for the codes a student may meet, used when the server sent no message of its
// own (a code in a URL, a failure in the browser, a proxy error page).
const MESSAGES: Record<string, string | ((retryAfter?: number) => string)> = {
  'email-already-in-use': 'An account with this e-mail already exists. Log in instead.',
  'wrong-password': 'The password is wrong. Please try again.',
  'invalid-credential': 'Incorrect e-mail or password.',
  'invalid-token': 'This link has expired or was already used. Sign in and ask for a new one.',
  'already-verified': 'Your e-mail address is already verified.',
  'last-sign-in-method': 'This is your only way to sign in; add a password or another account first.',
  'user-not-found': 'There is no account with this e-mail. Sign up first.',
  'invalid-email': 'Please enter a valid e-mail address.',
  'invalid-argument': 'Some of the details are missing or not valid. Please check the form.',
  'weak-password': 'Your password is too short. Please choose a longer one.',
  'password-does-not-meet-requirements': "Your password does not meet this site's password rules. Please choose another one.",
  'too-many-requests': (s) => `Too many attempts. Please wait ${wait(s)} and try again.`,
  'account-throttled': (s) =>
    `There have been too many failed sign-ins to this account. Wait ${wait(s)}, or ask for a sign-in code by e-mail and log in with it and your password.`,
  'invalid-code': 'That code is wrong or has expired. Ask for a new one.',
  'network-request-failed': 'Could not reach the site. Check your internet connection and try again.',
  'popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before sign-in finished. Please try again.',
  'cancelled-popup-request': 'Sign-in was cancelled.',
  'sign-in-expired': 'That sign-in took too long and has expired. Please try again.',
  'account-exists-with-different-credential':
    'An account with this e-mail already exists. Sign in the way you did before (e-mail and password or another button).',
  'provider-not-configured': 'This sign-in option is not available on this site yet.',
  'csrf-token-invalid': 'Your session changed in the meantime. Please reload the page and try again.',
  'cross-site-request': 'This request was refused for your safety. Please reload the page and try again.',
  'not-signed-in': 'Please log in again.',
  'user-disabled': 'This account has been disabled. Please contact us.',
  [UNSUPPORTED_POLICY]:
    "Sign-up is not available right now: this site's password rules are in a newer format than this page understands. Please reload the page and try again.",
};

export function messageForCode(code: string, retryAfter?: number): string {
  const m = MESSAGES[code];
  if (typeof m === 'function') return m(retryAfter);
  return m ?? 'Something went wrong. Please try again.';
}

// The sentence to show in a form's error paragraph for any failure: the server's own
// message when it sent one (those are written for students), else our wording for the code.
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.extra.fromServer) return error.message;
    return messageForCode(error.code, error.extra.retryAfter);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return messageForCode(code);
  return 'Something went wrong. Please try again.';
}
