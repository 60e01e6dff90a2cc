import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { ME_KEY } from './get-me';
import type { User } from './types';

export type ProfilePatch = { name?: string; semester?: number };

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => apiSend<User>('PATCH', '/api/auth/me', patch),
    onSuccess: (user) => client.setQueryData(ME_KEY, user),
  });
}
