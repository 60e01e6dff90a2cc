import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './api-client';
import type { ApiSchemas } from './api-types';

export type Site = ApiSchemas['SiteInfo'];

export const siteQuery = queryOptions({ queryKey: ['site'], queryFn: () => apiGet<Site>('/api/site'), staleTime: Infinity });

export function useSite() {
  return useQuery(siteQuery);
}

const UNTIL_ANSWERED = 'Pathshala';

// The configured site name, "Pathshala" until the server has answered.
export function useSiteName(): string {
  return useSite().data?.name ?? UNTIL_ANSWERED;
}

// The same, read from the cache without watching it (a page's head, lib/page-head).
export function cachedSiteName(client: QueryClient): string {
  return client.getQueryData(siteQuery.queryKey)?.name ?? UNTIL_ANSWERED;
}
