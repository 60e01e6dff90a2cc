import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { YearKey } from '@/lib/years';
import type { Course } from './types';

export const coursesQuery = queryOptions({
  queryKey: ['courses'],
  queryFn: () => apiGet<{ items: Course[] }>('/api/courses').then((r) => r.items),
});

export function useCourses() {
  return useQuery(coursesQuery);
}

export const breviNotesQuery = (year: YearKey) =>
  queryOptions({
    queryKey: ['catalog', 'bl-notes', year],
    queryFn: () => apiGet<{ items: Course[] }>(`/api/catalog/bl-notes/${year}`).then((r) => r.items),
  });

export function useBreviNotes(year: YearKey) {
  return useQuery(breviNotesQuery(year));
}
