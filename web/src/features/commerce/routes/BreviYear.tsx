import { yearByKey, type YearKey } from '@/lib/years';
import { useBreviNotes } from '../api/get-courses';
import { CourseGrid } from '../components/CourseGrid';

export default function BreviYear({ year }: { year: YearKey }) {
  const y = yearByKey(year);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Brevi Learning notes for B.Tech {y.label} Year</h1>
      <CourseGrid query={useBreviNotes(year)} empty={`No Brevi Learning notes for ${y.label.toLowerCase()} year yet.`} type="notes" opensDetails />
    </section>
  );
}
