import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminRecord } from './types';

export type UpdateInput = { path: string; version: number; body: Record<string, unknown> };

// PUT <record path> with If-Match: "<version>" → 200 the stored record, or 409 conflict when
// someone else changed it since that version.
export function useUpdateRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, version, body }: UpdateInput) => apiSend<AdminRecord>('PUT', path, body, { 'If-Match': `"${version}"` }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
