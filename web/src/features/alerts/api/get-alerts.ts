import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { alertKeys } from './keys';
import type { JobAlert } from './types';

// GET /api/me/alerts: the signed-in student's job alerts, oldest first. Never from the HTTP
// cache: an alert turned off from a mail a moment ago must show as off.
export const alertsQuery = (uid: string) =>
  queryOptions({
    queryKey: alertKeys.list(uid),
    queryFn: () => apiGet<{ items: JobAlert[] }>('/api/me/alerts', { cache: 'no-store' }).then((r) => r.items),
  });

// Asked only when someone is signed in (uid null otherwise).
export function useAlerts(uid: string | null) {
  return useQuery({ ...alertsQuery(uid ?? ''), enabled: uid !== null });
}
