import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type Site = { name: string };

export function useSite() {
  return useQuery({ queryKey: ['site'], queryFn: () => apiGet<Site>('/api/site'), staleTime: Infinity });
}

// The configured site name, "Pathshala" until the server has answered.
export function useSiteName(): string {
  return useSite().data?.name ?? 'Pathshala';
}
