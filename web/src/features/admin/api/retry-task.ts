import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { BackgroundTask } from './types';

// POST /api/admin/tasks/{id}/retry → 200 the task, queued and due now (its attempts counted
// from zero); 409 task-not-retryable when it is running or done, 404 when there is no such
// task. Either way the lists of tasks are fetched again.
export function useRetryTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: BackgroundTask) => apiSend<BackgroundTask>('POST', `/api/admin/tasks/${task.id}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.allTasks }),
  });
}
