import { QueryView } from '@/components/QueryView';
import { useCourses } from '../api/get-courses';
import { PriceCard } from '../components/PriceCard';

export default function PremiumCourses() {
  const courses = useCourses();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Premium Courses</h1>
      <QueryView query={courses} empty="No premium courses yet. Check back soon.">
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((c) => (
              <li key={c.id}>
                <PriceCard course={c} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
