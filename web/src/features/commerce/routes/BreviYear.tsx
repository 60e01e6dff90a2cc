import { QueryView } from '@/components/QueryView';
import { yearByKey, type YearKey } from '@/lib/years';
import { useBreviNotes } from '../api/get-courses';
import { PriceCard } from '../components/PriceCard';

export default function BreviYear({ year }: { year: YearKey }) {
  const y = yearByKey(year);
  const notes = useBreviNotes(year);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Brevi Learning notes for B.Tech {y.label} Year</h1>
      <QueryView query={notes} empty={`No Brevi Learning notes for ${y.label.toLowerCase()} year yet.`}>
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
