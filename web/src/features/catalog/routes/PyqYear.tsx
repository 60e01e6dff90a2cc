import { QueryView } from '@/components/QueryView';
import { yearByKey, type YearKey } from '@/lib/years';
import { usePreviousYearPapers } from '../api/get-materials';
import { PaperGroups } from '../components/PaperGroups';

export default function PyqYear({ year }: { year: YearKey }) {
  const y = yearByKey(year);
  const papers = usePreviousYearPapers(year);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Previous Year paper for BTECH (2021-25)</h1>
      <p className="mb-6 text-lg text-slate-600">{y.label} Year</p>
      <QueryView query={papers} empty={`No papers for ${y.label.toLowerCase()} year yet.`} skeletons={4}>
        {(items) => <PaperGroups papers={items} />}
      </QueryView>
    </section>
  );
}
