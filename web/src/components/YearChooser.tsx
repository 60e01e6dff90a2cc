import { Link } from 'react-router';
import { usePageHead } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB } from '@/lib/structured-data';
import { YEARS, type Year } from '@/lib/years';

type Props = {
  heading: string;
  button: string; // "VISIT", "View Now", "Visit Now"
  to: (year: Year) => string;
  lines?: string[]; // extra lines on each card, e.g. "Important Topics", "Latest Syllabus"
  cardTitle?: (year: Year) => string;
  as?: 'h1' | 'h2';
};

// A chooser page's head (lib/page-head): its trail from Home, crumb being its name in it.
export function useChooserHead(crumb: string) {
  usePageHead(({ path }) => ({ canonical: path, jsonLd: [breadcrumbs([HOME_CRUMB, [crumb, path]])] }));
}

// Four cards, first to fourth year, each leading to that year's page.
export function YearChooser({ heading, button, to, lines = [], cardTitle = (y) => `${y.label} Year`, as: H = 'h1' }: Props) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <H className="mb-6 text-center text-2xl font-bold sm:text-3xl">{heading}</H>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {YEARS.map((y) => (
          <li key={y.key} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold">{cardTitle(y)}</h3>
            {lines.map((l) => (
              <p key={l} className="text-sm text-slate-600">
                {l}
              </p>
            ))}
            <Link
              to={to(y)}
              className="mt-4 self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              aria-label={`${button} ${y.label} Year`}
            >
              {button}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
