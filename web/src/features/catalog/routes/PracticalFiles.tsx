import type { QueryClient } from '@tanstack/react-query';
import { YEARS, type Year } from '@/lib/years';
import { materialsQuery, useMaterials } from '../api/get-materials';
import { MaterialCarouselList } from '../components/MaterialCarouselList';

function YearPracticals({ year }: { year: Year }) {
  const files = useMaterials('practical', year.key);
  return (
    <section className="mb-8" aria-labelledby={`practical-${year.key}`}>
      <h2 id={`practical-${year.key}`} className="mb-3 text-xl font-semibold">
        {year.label} Year
      </h2>
      <MaterialCarouselList query={files} label={`${year.label} year practical files`} empty={`No practical files for ${year.label.toLowerCase()} year yet.`} />
    </section>
  );
}

// The page's first data (lib/lazy-page): the four years' practical files.
export const prefetch = (client: QueryClient) => Promise.all(YEARS.map((y) => client.prefetchQuery(materialsQuery('practical', y.key))));

export default function PracticalFiles() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Latest practical files for B.Tech</h1>
      <p className="mb-6 text-lg text-slate-600">All years</p>
      {YEARS.map((y) => (
        <YearPracticals key={y.key} year={y} />
      ))}
    </section>
  );
}
