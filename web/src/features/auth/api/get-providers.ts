import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ApiSchemas } from '@/lib/api-types';

export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => apiGet<ApiSchemas['Providers']>('/api/auth/providers').then((r) => r.providers),
  staleTime: Infinity,
});

// Which social sign-in providers this site has set up.
export function useProviders() {
  return useQuery(providersQuery);
}
