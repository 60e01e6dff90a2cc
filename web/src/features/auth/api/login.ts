import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { ME_KEY } from './get-me';
import type { SignedIn } from './types';

export type LoginInput = { email: string; password: string };

// E-mail and password sign-in. apiSend keeps the new session's CSRF token.
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiSend<SignedIn>('POST', '/api/auth/login', input),
    onSuccess: (r) => client.setQueryData(ME_KEY, r.user),
  });
}
