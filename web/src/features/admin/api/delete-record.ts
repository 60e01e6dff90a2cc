import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';

// DELETE <record path> with If-Match: only if it is still the version the admin saw.
export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, version }: { path: string; version: number }) =>
      apiSend<{ deleted: string }>('DELETE', path, undefined, { 'If-Match': `"${version}"` }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
