import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import type { Project } from './types';

export const projectsQuery = queryOptions({
  queryKey: ['projects'],
  queryFn: () => apiGet<{ items: Project[] }>('/api/projects').then((r) => r.items),
});

export function useProjects() {
  return useQuery(projectsQuery);
}

// One project; null when the server says there is no such project.
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: ['project', id],
    queryFn: () =>
      apiGet<Project>(`/api/projects/${encodeURIComponent(id)}`).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
  });

export function useProject(id: string) {
  return useQuery(projectQuery(id));
}
