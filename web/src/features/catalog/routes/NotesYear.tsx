import type { QueryClient } from '@tanstack/react-query';
import { ServicesCarousel } from '@/components/ServicesCarousel';
import { usePageHead } from '@/lib/page-head';
import { yearByKey, type YearKey } from '@/lib/years';
import type { YearPageProps } from './year-page';
import { materialsQuery, useMaterials } from '../api/get-materials';
import { MaterialCarouselList } from '../components/MaterialCarouselList';
import { materialsHead } from '../lib/materials-head';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, { year }: { year: YearKey }) => client.prefetchQuery(materialsQuery('notes', year));

// Study material and handwritten notes pages of a year: that year's notes, then Services.
export default function NotesYear({ year, popular }: YearPageProps) {
  const y = yearByKey(year);
  const notes = useMaterials('notes', year);
  // Which of the two routes it is: the trail goes back to that one's chooser.
  usePageHead(({ path }) =>
    materialsHead(
      path,
      path === y.routes.handwritten ? ['Handwritten notes', '/handwritten_Notes/year_selection'] : ['Study material', '/studymaterial'],
      y,
      notes.data,
    ),
  );
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Latest notes for B.Tech</h1>
        <p className="mb-6 text-lg text-slate-600">{y.label} Year</p>
        {/* The cards' headings are h3: keep the outline h1 → h2 → h3 for screen readers. */}
        <h2 className="sr-only">Notes</h2>
        <MaterialCarouselList query={notes} label={`${y.label} year notes`} empty={`No notes for ${y.label.toLowerCase()} year yet. Check back soon.`} />
        {popular}
      </section>
      <ServicesCarousel year={year} />
    </>
  );
}
