import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ApiSchemas } from '@/lib/api-types';
import { ME_KEY } from '@/lib/auth';

// Ends the session; the answer's csrfToken (for the signed-out visitor) is kept by apiSend.
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<ApiSchemas['CsrfToken']>('POST', '/api/auth/logout'),
    onSuccess: () => client.setQueryData(ME_KEY, null),
  });
}
