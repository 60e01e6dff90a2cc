import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ApiPaths } from '@/lib/api-types';
import { ME_KEY } from '@/lib/auth';
import type { SignedIn } from './types';

// code: the 6-digit sign-in code e-mailed for a throttled account (api/request-login-code),
// sent with the password.
export type LoginInput = NonNullable<ApiPaths['/api/auth/login']['post']['requestBody']>['content']['application/json'];

// E-mail and password sign-in. apiSend keeps the new session's CSRF token. Besides the
// credential errors: 429 account-throttled (too many failed sign-ins on this account from
// browsers that never signed in to it; a sign-in code lets the owner in) and, when a code was
// sent, 400 invalid-code (wrong, expired or used up).
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiSend<SignedIn>('POST', '/api/auth/login', input),
    onSuccess: (r) => client.setQueryData(ME_KEY, r.user),
  });
}
