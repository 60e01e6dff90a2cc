import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { ReportedItem } from './types';

export type ReportOutcome = 'fixed' | 'dismissed';

// POST /api/admin/reports/{kind}/{id}/fixed or /dismissed → {handled: n}: every open report of
// the item is marked so (fixing mails the signed-in reporters); 404 when none is open. Either
// way the lists of reports are fetched again.
export function useHandleReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, outcome }: { item: Pick<ReportedItem, 'kind' | 'id'>; outcome: ReportOutcome }) =>
      apiSend<{ handled?: number }>('POST', `/api/admin/reports/${encodeURIComponent(item.kind)}/${encodeURIComponent(item.id)}/${outcome}`),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.allReports }),
  });
}
