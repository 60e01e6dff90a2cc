import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminOptions } from './types';

// GET /api/admin/options: the form's fixed choices (descriptions, image labels, file types, levels).
export function useAdminOptions() {
  return useQuery({
    queryKey: adminKeys.options,
    queryFn: () => apiGet<AdminOptions>('/api/admin/options'),
    staleTime: 10 * 60_000,
  });
}
