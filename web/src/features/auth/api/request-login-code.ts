import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

// Asks for a 6-digit sign-in code for an account that is throttled (login answered 429
// account-throttled). The server answers 202 {"sent":true} whether or not the e-mail has an
// account (so the answer reveals nothing) and mails a code that works for 15 minutes; 429
// too-many-requests when asked too often, 400 invalid-email.
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: (email: string) => apiSend<{ sent: boolean }>('POST', '/api/auth/login-code', { email }),
  });
}
