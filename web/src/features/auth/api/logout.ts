import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { ME_KEY } from './get-me';

// Ends the session; the answer's csrfToken (for the signed-out visitor) is kept by apiSend.
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ csrfToken: string }>('POST', '/api/auth/logout'),
    onSuccess: () => client.setQueryData(ME_KEY, null),
  });
}
