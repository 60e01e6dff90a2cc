import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { Stats } from './types';

const statsPath = (from: string, to: string) => `/api/admin/stats?${new URLSearchParams({ from, to })}`;

// The same numbers as a CSV attachment, for the "Download CSV" link.
export const statsCsvUrl = (from: string, to: string) => `${statsPath(from, to)}&format=csv`;

// GET /api/admin/stats?from&to (IST days, both included). While another range loads, the
// previous answer stays on screen (the dashboard says it is updating).
export function useAdminStats(from: string, to: string) {
  return useQuery({
    queryKey: adminKeys.stats(from, to),
    queryFn: () => apiGet<Stats>(statsPath(from, to), { cache: 'no-store' }),
    placeholderData: keepPreviousData,
  });
}
