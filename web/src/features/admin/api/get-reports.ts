import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { ReportState, ReportedItemsPage } from './types';

// GET /api/admin/reports?state=: the reported items with their reports in that state, the most
// recently reported first (the server's order, kept).
export function useReportedItems(state: ReportState) {
  return useQuery({
    queryKey: adminKeys.reports(state),
    queryFn: () => apiGet<ReportedItemsPage>(`/api/admin/reports?state=${state}`, { cache: 'no-store' }).then((r) => r.items),
  });
}
