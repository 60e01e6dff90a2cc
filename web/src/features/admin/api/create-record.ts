import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminRecord } from './types';

// POST <collection path> with the record's fields → 201 the stored record.
export function useCreateRecord(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiSend<AdminRecord>('POST', path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
