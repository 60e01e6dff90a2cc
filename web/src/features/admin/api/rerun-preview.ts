import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminFile } from './types';

// POST /api/admin/files/rerun {url} → 202 {"state":"queued"}: the file's preview is made again;
// 404 when the server knows no such file. Either way the lists of files are fetched again.
export function useRerunPreview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: AdminFile) => apiSend<{ state: 'queued' }>('POST', '/api/admin/files/rerun', { url: file.url }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.allPreviewFiles }),
  });
}
