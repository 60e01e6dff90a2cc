import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { UploadUsage } from './types';

// GET /api/admin/files/usage: how much of the upload space (--upload-quota-mb) is used. An
// upload refreshes it (components/UploadField).
export function useUploadUsage() {
  return useQuery({
    queryKey: adminKeys.uploadUsage,
    queryFn: () => apiGet<UploadUsage>('/api/admin/files/usage', { cache: 'no-store' }),
    staleTime: 60_000,
  });
}
