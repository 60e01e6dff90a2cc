import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { ME_KEY } from '@/lib/auth';

export type ResetInput = { token: string; password: string };

// Sets a new password with the e-mailed token. The server ends every session of the account,
// perhaps this browser's too: ask again who is signed in.
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetInput) => apiSend<{ reset: boolean }>('POST', '/api/auth/password-reset', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ME_KEY }),
  });
}
