import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { parsePolicy } from '../lib/password-policy';

// The server's password rules; a policy in a format other than schema version 1 makes the
// query fail with code unsupported-password-policy-schema-version.
export const passwordPolicyQuery = queryOptions({
  queryKey: ['auth', 'password-policy'],
  queryFn: () => apiGet<unknown>('/api/auth/password-policy').then(parsePolicy),
  staleTime: Infinity,
  retry: false,
});
