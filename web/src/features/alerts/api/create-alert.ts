import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { alertKeys } from './keys';
import type { JobAlert, NewAlert } from './types';

// POST /api/me/alerts: the portal's search saved as an alert (409 too-many-alerts past the
// server's limit). The new alert joins the end of the student's list, if it is loaded.
export function createAlert(alert: NewAlert): Promise<JobAlert> {
  return apiSend<{ alert: JobAlert }>('POST', '/api/me/alerts', alert).then((r) => r.alert);
}

export function useCreateAlert(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: (alert) => client.setQueryData<JobAlert[]>(alertKeys.list(uid), (old) => (old ? [...old.filter((a) => a.id !== alert.id), alert] : old)),
  });
}
