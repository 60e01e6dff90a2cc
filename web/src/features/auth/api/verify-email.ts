import { ApiError, apiSend } from '@/lib/api-client';

// A verification token is single-use, so each one is posted once per page load, however
// often the page asks (React StrictMode runs effects twice; the page may re-render with the
// token moved from the address into history state). Later askers share the first answer.
// Only a network failure is forgotten, so "Try again" can post it again.
const attempts = new Map<string, Promise<{ emailVerified: boolean }>>();

export function verifyEmailOnce(token: string): Promise<{ emailVerified: boolean }> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiSend<{ emailVerified: boolean }>('POST', '/api/auth/verify-email', { token });
    attempt.catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 0) attempts.delete(token);
    });
    attempts.set(token, attempt);
  }
  return attempt;
}
