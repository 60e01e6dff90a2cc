import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
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
  const name = useContext(SiteNameContext);
  if (name === undefined) throw new Error('useSiteName() is used outside the app provider (app/provider AppProvider)');
  return name;
}

// The name, watched once for the whole app (app/provider's AppProvider) rather than by a query
// observer in each of the components that show it (issue 25: the app's first render).
export const SiteNameContext = createContext<string | undefined>(undefined);

export function useWatchedSiteName(): string {
  return useSite().data?.name ?? UNTIL_ANSWERED;
}

// The same, read from the cache without watching it (a page's head, lib/page-head).
export function cachedSiteName(client: QueryClient): string {
  return client.getQueryData(siteQuery.queryKey)?.name ?? UNTIL_ANSWERED;
}
