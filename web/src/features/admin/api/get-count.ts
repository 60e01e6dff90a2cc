import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import type { AdminPage } from './types';

// GET <collection path>?limit=1: how many records a collection holds now (its `total`).
export function useRecordCount(path: string) {
  return useQuery({
    queryKey: adminKeys.count(path),
    queryFn: () => apiGet<AdminPage>(`${path}?limit=1`, { cache: 'no-store' }).then((page) => page.total),
  });
}
