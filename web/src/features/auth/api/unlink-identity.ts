import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { ME_KEY, type User } from '@/lib/auth';
import type { IdentityProviderId } from '../lib/sign-in-methods';

// Removes a social sign-in method; 409 last-sign-in-method when it is the only one left.
export function useUnlinkIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (providerId: IdentityProviderId) => apiSend<User>('DELETE', `/api/auth/identities/${encodeURIComponent(providerId)}`),
    onSuccess: (user) => client.setQueryData(ME_KEY, user),
  });
}
