import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { ImportPreview, ImportRequest, ImportResult, ImportRow } from './types';

// POST /api/admin/import/commit → 201 every row stored; all or nothing: when any row is
// invalid the server stores none and answers 400 invalid-rows with the rows beside the error.
export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => apiSend<ImportResult>('POST', '/api/admin/import/commit', body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

// The checked rows a refused commit carries (400 invalid-rows), or null for other errors.
export function rejectedRows(error: unknown): ImportPreview | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid-rows') return null;
  const rows = error.extra.details?.rows;
  if (!Array.isArray(rows)) return null;
  const list = rows as ImportRow[];
  const valid = list.filter((r) => r.ok).length;
  return { rows: list, valid, invalid: list.length - valid };
}
