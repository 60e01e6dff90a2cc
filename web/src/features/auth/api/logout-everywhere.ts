import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, setCsrfToken } from '@/lib/api-client';
import { ME_KEY } from '@/lib/auth';

// Ends every session of the account, this one included. The CSRF token belonged to this
// session: unless the answer carried a new one (apiSend keeps it), drop it so the next
// request fetches a visitor's token.
export function useLogoutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ signedOut: boolean; csrfToken?: string }>('POST', '/api/auth/logout-everywhere', {}),
    onSuccess: (r) => {
      if (!r.csrfToken) setCsrfToken(null);
      client.setQueryData(ME_KEY, null);
      void client.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}
