import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import type { Project } from './types';

export function useProjects() {
  return useQuery({
    queryKey: ['projects'],
    queryFn: () => apiGet<{ items: Project[] }>('/api/projects').then((r) => r.items),
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: ['project', id],
    queryFn: () =>
      apiGet<Project>(`/api/projects/${encodeURIComponent(id)}`).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
  });
}
