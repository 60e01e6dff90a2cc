import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AuditFilterChoices } from './types';

// GET /api/admin/audit/filters: the choices of the activity log's filters.
export function useAuditFilterChoices() {
  return useQuery({
    queryKey: adminKeys.auditFilters,
    queryFn: () => apiGet<AuditFilterChoices>('/api/admin/audit/filters', { cache: 'no-store' }),
  });
}
