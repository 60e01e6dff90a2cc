import type { QueryClient } from '@tanstack/react-query';
import { coursesQuery, useCourses } from '../api/get-courses';
import { CourseGrid } from '../components/CourseGrid';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient) => client.prefetchQuery(coursesQuery);

export default function PremiumCourses() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Premium Courses</h1>
      <CourseGrid query={useCourses()} empty="No premium courses yet. Check back soon." type="course" />
    </section>
  );
}
