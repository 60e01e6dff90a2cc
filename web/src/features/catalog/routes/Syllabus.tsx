import { Link } from 'react-router';
import { usePageHead } from '@/lib/page-head';
import { sitePreviewPath } from '@/lib/site-files';
import { breadcrumbs, HOME_CRUMB, itemList } from '@/lib/structured-data';
import { YEARS } from '@/lib/years';

// Four cards opening each year's syllabus document in a new tab, or its preview page (its pages
// as images, in the app) to look inside first.
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
        {YEARS.map((y) => {
          const preview = sitePreviewPath(y.routes.syllabusPdf);
          return (
            <li key={y.key} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-semibold">{y.label} Year Syllabus</h2>
              <p className="text-sm text-slate-600">
                Subjects and codes, semesters {y.number * 2 - 1} and {y.number * 2}
              </p>
              <div className="mt-4 flex flex-wrap items-start gap-2">
                <a
                  href={y.routes.syllabusPdf}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
                >
                  Open {y.label} Year Syllabus
                </a>
                {preview && (
                  <Link to={preview} className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50">
                    Preview {y.label} Year Syllabus
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
