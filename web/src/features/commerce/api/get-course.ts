import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import type { Course } from './types';

// One course by id; null when the server says there is no such course.
export function getCourse(id: string): Promise<Course | null> {
  return apiGet<Course>(`/api/courses/${encodeURIComponent(id)}`).catch((e: unknown) => {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  });
}

export const courseQuery = (id: string) => queryOptions({ queryKey: ['course', id], queryFn: () => getCourse(id) });

export function useCourse(id: string, enabled: boolean) {
  return useQuery({ ...courseQuery(id), enabled });
}
