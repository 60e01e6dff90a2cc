import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ImportPreview, ImportRequest } from './types';

// POST /api/admin/import/preview → 200 every row checked, nothing stored; 400 when the file
// cannot be read at all (broken CSV or JSON, unknown column, no rows, too many rows).
// A mutation, not a query: it runs when the admin picks a file or another target, and only
// the latest call's answer counts.
export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: ImportRequest) => apiSend<ImportPreview>('POST', '/api/admin/import/preview', body),
  });
}
