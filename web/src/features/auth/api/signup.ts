import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ApiPaths } from '@/lib/api-types';
import { ME_KEY } from '@/lib/auth';
import type { SignedIn } from './types';

export type SignupInput = NonNullable<ApiPaths['/api/auth/signup']['post']['requestBody']>['content']['application/json'];

// Creates the account (role user) and signs it in.
export function useSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => apiSend<SignedIn>('POST', '/api/auth/signup', input),
    onSuccess: (r) => client.setQueryData(ME_KEY, r.user),
  });
}
