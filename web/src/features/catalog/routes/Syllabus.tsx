import { usePageHead } from '@/lib/page-head';
import { breadcrumbs, HOME_CRUMB, itemList } from '@/lib/structured-data';
import { YEARS } from '@/lib/years';

// Four cards opening each year's syllabus document in a new tab.
export default function Syllabus() {
  usePageHead(({ path }) => ({
    canonical: path,
    jsonLd: [
      breadcrumbs([HOME_CRUMB, ['Syllabus', path]]),
      itemList(
        'AKTU B.Tech syllabus',
        YEARS.map((y) => [`${y.label} Year Syllabus`, y.routes.syllabusPdf]),
      ),
    ],
  }));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold sm:text-3xl">Latest AKTU B.Tech Syllabus</h1>
      <p className="mb-6 text-slate-600">Syllabus and practical-file lists for every year, as PDF.</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {YEARS.map((y) => (
          <li key={y.key} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold">{y.label} Year Syllabus</h2>
            <p className="text-sm text-slate-600">
              Subjects and codes, semesters {y.number * 2 - 1} and {y.number * 2}
            </p>
            <a
              href={y.routes.syllabusPdf}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
            >
              Open {y.label} Year Syllabus
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
