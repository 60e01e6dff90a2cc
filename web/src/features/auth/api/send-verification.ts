import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '@/lib/api-client';
import { ME_KEY } from '@/lib/auth';

// Sends the signed-in user a new verification link (202; 429 when asked too often). A 409
// already-verified means the address was verified meanwhile (another tab): refresh the user
// so the banner goes away.
export function useSendVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ sent: boolean }>('POST', '/api/auth/verify-email/send', {}),
    onError: (e) => {
      if (e instanceof ApiError && e.code === 'already-verified') void client.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}
