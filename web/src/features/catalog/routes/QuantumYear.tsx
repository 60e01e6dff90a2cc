import type { QueryClient } from '@tanstack/react-query';
import { usePageHead } from '@/lib/page-head';
import { yearByKey, type YearKey } from '@/lib/years';
import type { YearPageProps } from './year-page';
import { materialsQuery, useMaterials } from '../api/get-materials';
import { MaterialCarouselList } from '../components/MaterialCarouselList';
import { materialsHead } from '../lib/materials-head';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, { year }: { year: YearKey }) => client.prefetchQuery(materialsQuery('quantum', year));

export default function QuantumYear({ year, popular }: YearPageProps) {
  const y = yearByKey(year);
  const quantum = useMaterials('quantum', year);
  usePageHead(({ path }) => materialsHead(path, ['Quantum', '/quantum'], y, quantum.data));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Latest Quantum for btech {y.label.toLowerCase()} year</h1>
      {/* The cards' headings are h3: keep the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">Books</h2>
      <MaterialCarouselList query={quantum} label={`${y.label} year Quantum`} empty={`No Quantum books for ${y.label.toLowerCase()} year yet.`} />
      {popular}
    </section>
  );
}
