import type { QueryClient } from '@tanstack/react-query';
import { QueryView } from '@/components/QueryView';
import { usePageHead } from '@/lib/page-head';
import { yearByKey, type YearKey } from '@/lib/years';
import type { YearPageProps } from './year-page';
import { previousYearPapersQuery, usePreviousYearPapers } from '../api/get-materials';
import { PaperGroups } from '../components/PaperGroups';
import { materialsHead } from '../lib/materials-head';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, { year }: { year: YearKey }) => client.prefetchQuery(previousYearPapersQuery(year));

export default function PyqYear({ year, popular }: YearPageProps) {
  const y = yearByKey(year);
  const papers = usePreviousYearPapers(year);
  usePageHead(({ path }) => materialsHead(path, ['Previous year papers', '/pyq'], y, papers.data));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Previous Year paper for BTECH (2021-25)</h1>
      <p className="mb-6 text-lg text-slate-600">{y.label} Year</p>
      <QueryView query={papers} empty={`No papers for ${y.label.toLowerCase()} year yet.`} skeletons={4}>
        {(items) => <PaperGroups papers={items} />}
      </QueryView>
      {popular}
    </section>
  );
}
