import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import type { ApiSchemas } from './api-types';

export type Site = ApiSchemas['SiteInfo'];

export const siteQuery = queryOptions({ queryKey: ['site'], queryFn: () => apiGet<Site>('/api/site'), staleTime: Infinity });

export function useSite() {
  return useQuery(siteQuery);
}

// The configured site name, "Pathshala" until the server has answered.
export function useSiteName(): string {
  return useSite().data?.name ?? 'Pathshala';
}
