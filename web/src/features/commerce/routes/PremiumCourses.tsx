import type { QueryClient } from '@tanstack/react-query';
import { usePageHead } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB, itemList } from '@/lib/structured-data';
import { coursesQuery, useCourses } from '../api/get-courses';
import { CourseGrid } from '../components/CourseGrid';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient) => client.prefetchQuery(coursesQuery);

export default function PremiumCourses() {
  const courses = useCourses();
  usePageHead(({ path }) => ({
    canonical: path,
    jsonLd: [
      breadcrumbs([HOME_CRUMB, ['Premium Courses', path]]),
      itemList(
        'Premium Courses',
        (courses.data ?? []).map((c) => [c.title, `/course-details/${c.id}`]),
      ),
    ],
  }));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Premium Courses</h1>
      <CourseGrid query={courses} empty="No premium courses yet. Check back soon." type="course" />
    </section>
  );
}
