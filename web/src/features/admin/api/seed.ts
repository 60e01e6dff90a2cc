import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { SeedJobsResult, SeedResult } from './types';

// POST /api/admin/seed/jobs → 200 {inserted, skipped, items}: the two sample jobs (idempotent).
export function useSeedJobs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<SeedJobsResult>('POST', '/api/admin/seed/jobs', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

// POST /api/admin/seed/first-year → 200 {inserted, skipped}: sample first-year papers and
// Brevi notes cards (idempotent).
export function useSeedFirstYear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<SeedResult>('POST', '/api/admin/seed/first-year', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
