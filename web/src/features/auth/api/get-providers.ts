import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Provider } from './types';

export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => apiGet<{ providers: Provider[] }>('/api/auth/providers').then((r) => r.providers),
  staleTime: Infinity,
});

// Which social sign-in providers this site has set up.
export function useProviders() {
  return useQuery(providersQuery);
}
