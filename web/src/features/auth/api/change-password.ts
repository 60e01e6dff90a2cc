import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { ME_KEY, type User } from '@/lib/auth';

// currentPassword is left out for an account without a password (its first one).
export type ChangePasswordInput = { currentPassword?: string; newPassword: string };

// Changes (or sets) the password. The server ends the account's other sessions; this one
// stays, and the answer is the updated user.
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiSend<User>('POST', '/api/auth/password', input),
    onSuccess: (user) => client.setQueryData(ME_KEY, user),
  });
}
