import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { ME_KEY } from './get-me';
import type { SignedIn } from './types';

export type SignupInput = { name: string; semester: number; email: string; password: string };

// Creates the account (role user) and signs it in.
export function useSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => apiSend<SignedIn>('POST', '/api/auth/signup', input),
    onSuccess: (r) => client.setQueryData(ME_KEY, r.user),
  });
}
