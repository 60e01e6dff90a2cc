import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '@/lib/api-client';
import { alertKeys } from './keys';
import type { AlertChange, JobAlert } from './types';

export function updateAlert(id: string, change: AlertChange): Promise<JobAlert> {
  return apiSend<{ alert: JobAlert }>('PATCH', `/api/me/alerts/${encodeURIComponent(id)}`, change).then((r) => r.alert);
}

// PATCH /api/me/alerts/{id}: on or off, daily or weekly. The answer (with its new next digest
// date) replaces the alert in the list; a 404 (deleted on another device) reloads the list.
export function useUpdateAlert(uid: string) {
  const client = useQueryClient();
  const key = alertKeys.list(uid);
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AlertChange }) => updateAlert(id, change),
    onSuccess: (alert) => client.setQueryData<JobAlert[]>(key, (old) => old?.map((a) => (a.id === alert.id ? alert : a))),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void client.invalidateQueries({ queryKey: key });
    },
  });
}
