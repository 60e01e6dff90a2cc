import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ApiPaths } from '@/lib/api-types';
import { ME_KEY } from '@/lib/auth';
import type { SignedIn } from './types';

export type LoginInput = NonNullable<ApiPaths['/api/auth/login']['post']['requestBody']>['content']['application/json'];

// E-mail and password sign-in. apiSend keeps the new session's CSRF token.
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiSend<SignedIn>('POST', '/api/auth/login', input),
    onSuccess: (r) => client.setQueryData(ME_KEY, r.user),
  });
}
