import type { QueryClient } from '@tanstack/react-query';
import { yearByKey, type YearKey } from '@/lib/years';
import { breviNotesQuery, useBreviNotes } from '../api/get-courses';
import { CourseGrid } from '../components/CourseGrid';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, { year }: { year: YearKey }) => client.prefetchQuery(breviNotesQuery(year));

export default function BreviYear({ year }: { year: YearKey }) {
  const y = yearByKey(year);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Brevi Learning notes for B.Tech {y.label} Year</h1>
      <CourseGrid query={useBreviNotes(year)} empty={`No Brevi Learning notes for ${y.label.toLowerCase()} year yet.`} type="notes" opensDetails />
    </section>
  );
}
