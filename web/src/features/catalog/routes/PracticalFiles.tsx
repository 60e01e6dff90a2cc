import type { QueryClient } from '@tanstack/react-query';
import { usePageHead } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB, itemList } from '@/lib/structured-data';
import { YEARS, type Year } from '@/lib/years';
import { materialsQuery, useMaterials } from '../api/get-materials';
import { MaterialCarouselList } from '../components/MaterialCarouselList';
import { downloads } from '../lib/materials-head';

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
  // Every year's files, first year first, read from the cache the sections below fill.
  usePageHead(({ path, client }) => {
    const files = YEARS.flatMap((y) => client.getQueryData(materialsQuery('practical', y.key).queryKey) ?? []);
    return { canonical: path, jsonLd: [breadcrumbs([HOME_CRUMB, ['Practical files', path]]), itemList('Practical files', downloads(files))] };
  });
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
