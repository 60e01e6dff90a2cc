import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ApiPaths } from '@/lib/api-types';
import { ME_KEY, type User } from '@/lib/auth';

export type ProfilePatch = NonNullable<ApiPaths['/api/auth/me']['patch']['requestBody']>['content']['application/json'];

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => apiSend<User>('PATCH', '/api/auth/me', patch),
    onSuccess: (user) => client.setQueryData(ME_KEY, user),
  });
}
