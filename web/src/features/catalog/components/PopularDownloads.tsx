import { useId } from 'react';
import { SafeLink } from '@/components/SafeLink';
import { useRecordOpen } from '@/lib/library';
import type { YearKey } from '@/lib/years';
import { usePopular } from '../api/get-popular';

const count = (n: number) => `${n.toLocaleString('en-IN')} download${n === 1 ? '' : 's'}`;

// "Most downloaded this week" (of a year, or of all years on /home): a lazy chunk of its own
// (PopularSection), secondary to the page, so it shows only once it has something to show —
// nothing while loading, when the list is empty or when it cannot be loaded.
export default function PopularDownloads({ year }: { year?: YearKey }) {
  const id = useId();
  const popular = usePopular(year);
  const recordOpen = useRecordOpen(); // a signed-in student's download goes to their recently opened items
  if (!popular.data?.length) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        Most downloaded this week
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {popular.data.map((item) => (
          <li key={item.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <SafeLink
              href={item.url}
              newTab
              onOpen={() => recordOpen(item.kind === 'previous-year' ? 'paper' : 'material', item.id)}
              className="font-semibold text-brand-700 hover:underline"
              fallback={<span className="font-semibold">{item.title}</span>}
            >
              {item.title}
            </SafeLink>
            {item.subject && <p className="text-sm text-slate-600">{item.subject}</p>}
            <p className="text-sm text-slate-600">{count(item.downloads)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
