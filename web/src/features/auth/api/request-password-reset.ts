import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

// Asks for a reset link. The server answers 202 {"sent":true} whether or not the e-mail has
// an account (so the answer reveals nothing); 429 when asked too often.
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiSend<{ sent: boolean }>('POST', '/api/auth/password-reset/request', { email }),
  });
}
