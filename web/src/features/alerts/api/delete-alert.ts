import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '@/lib/api-client';
import { alertKeys } from './keys';
import type { JobAlert } from './types';

// DELETE /api/me/alerts/{id}. An alert the server no longer has (404: deleted on another
// device) is gone all the same.
export function deleteAlert(id: string): Promise<void> {
  return apiSend<{ removed: boolean }>('DELETE', `/api/me/alerts/${encodeURIComponent(id)}`).then(
    () => undefined,
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return;
      throw e;
    },
  );
}

export function useDeleteAlert(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_, id) => client.setQueryData<JobAlert[]>(alertKeys.list(uid), (old) => old?.filter((a) => a.id !== id)),
  });
}
