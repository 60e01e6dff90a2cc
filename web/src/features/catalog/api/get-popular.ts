import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { YearKey } from '@/lib/years';
import type { PopularItem } from './types';

// "Most downloaded this week", of one year or of all. Secondary content: one try, no retry.
export const popularQuery = (year?: YearKey) =>
  queryOptions({
    queryKey: ['popular', year ?? 'all'],
    queryFn: () => apiGet<{ items: PopularItem[] }>(year ? `/api/popular?year=${year}` : '/api/popular').then((r) => r.items),
    retry: false,
  });

export function usePopular(year?: YearKey) {
  return useQuery(popularQuery(year));
}
