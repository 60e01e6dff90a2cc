import type { QueryClient } from '@tanstack/react-query';
import { usePageHead } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB, itemList, product } from '@/lib/structured-data';
import { yearByKey, type YearKey } from '@/lib/years';
import { breviNotesQuery, useBreviNotes } from '../api/get-courses';
import { CourseGrid } from '../components/CourseGrid';

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, { year }: { year: YearKey }) => client.prefetchQuery(breviNotesQuery(year));

export default function BreviYear({ year }: { year: YearKey }) {
  const y = yearByKey(year);
  const notes = useBreviNotes(year);
  // The cards, each a Product sold on its own page.
  usePageHead(({ path }) => {
    const name = `Brevi Learning notes, ${y.label} year`;
    const cards = (notes.data ?? []).map((c) => ({ card: c, url: `/course-details/${c.id}` }));
    return {
      canonical: path,
      jsonLd: [
        breadcrumbs([HOME_CRUMB, ['Brevi Learning notes', '/brevi_learning'], [name, path]]),
        itemList(
          name,
          cards.map(({ card, url }) => [card.cardTitle, url]),
        ),
        ...cards.map(({ card, url }) => product(card, url, card.cardTitle)),
      ],
    };
  });
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Brevi Learning notes for B.Tech {y.label} Year</h1>
      <CourseGrid query={notes} empty={`No Brevi Learning notes for ${y.label.toLowerCase()} year yet.`} type="notes" opensDetails />
    </section>
  );
}
