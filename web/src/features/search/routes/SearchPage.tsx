import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { SkeletonCards } from '@/components/Skeleton';
import { ApiError } from '@/lib/api-client';
import type { PageContext } from '@/lib/lazy-page';
import { usePageMeta } from '@/lib/page-meta';
import { useSiteName } from '@/lib/site';
import { searchQuery } from '../api/search';
import type { SearchYear } from '../api/types';
import { MostAskedLink } from '../components/MostAskedLink';
import { ResultGroup } from '../components/ResultGroup';
import { SearchBox } from '../components/SearchBox';
import { searchMeta, searchPath, YEAR_OPTIONS, yearLabel } from '../lib/labels';

// /search?q=…&year=…: what the URL asks for (an unknown year is all years).
function fromUrl(params: URLSearchParams): { q: string; year: SearchYear | '' } {
  const year = params.get('year') ?? '';
  return { q: (params.get('q') ?? '').trim(), year: YEAR_OPTIONS.some(([key]) => key === year) ? (year as SearchYear) : '' };
}

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, _props: object, { searchParams }: PageContext) => {
  const { q, year } = fromUrl(searchParams);
  return q ? client.prefetchQuery(searchQuery(q, year)) : Promise.resolve();
};

const TRY = ['a subject code, like BCS301 or KCS-301', 'a subject name, like “data structure” or “maths 2”', 'fewer words, or check the spelling'];

function NoResults({ q, year }: { q: string; year: SearchYear | '' }) {
  return (
    <div className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <p className="font-semibold">
        No results for “{q}”{year && ` in ${yearLabel(year)}`}.
      </p>
      <p className="mt-3 text-slate-600">Try:</p>
      <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-600">
        {TRY.map((t) => (
          <li key={t}>{t}</li>
        ))}
        {year && (
          <li>
            <Link to={searchPath(q)} className="text-brand-700 underline">
              all years
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}

function Results({ q, year }: { q: string; year: SearchYear | '' }) {
  const results = useQuery(searchQuery(q, year));
  if (!q) {
    return <p className="mt-6 text-slate-600">Type a subject code or name, like BCS301 or Data Structure, to find its papers, notes and more.</p>;
  }
  if (results.isPending) {
    return (
      <div className="mt-6">
        <SkeletonCards count={3} label="Searching" />
      </div>
    );
  }
  if (results.isError) {
    const refused = results.error instanceof ApiError && results.error.status === 400;
    return (
      <div className="mt-6">
        <ErrorText
          message={refused ? results.error.message : `Could not search right now. ${results.error.message}`}
          onRetry={refused ? undefined : () => void results.refetch()}
        />
      </div>
    );
  }
  const { groups, total, mostAsked } = results.data;
  if (groups.length === 0) return <NoResults q={q} year={year} />;
  // The subject's most asked questions go at the top of its previous-year papers (the server
  // gives them only when papers matched), else at the top of the results.
  const papers = groups.find((group) => group.kind === 'previous-year');
  return (
    <>
      <p role="status" className="mt-6 text-slate-600">
        {total.toLocaleString('en-IN')} result{total === 1 ? '' : 's'}
        {year && ` in ${yearLabel(year)}`}
      </p>
      {mostAsked && !papers && <MostAskedLink mostAsked={mostAsked} className="mt-2" />}
      {groups.map((group) => (
        <ResultGroup key={group.kind} group={group} q={q} year={year} mostAsked={group === papers ? mostAsked : undefined} />
      ))}
    </>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const { q, year } = fromUrl(params);
  usePageMeta(searchMeta(q, useSiteName()));
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{q ? `Search results for “${q}”` : 'Search'}</h1>
      <div className="mt-4">
        {/* A new query or year from anywhere (e.g. the header) refills the form. */}
        <SearchBox key={`${q}\n${year}`} landmark="Refine search" label="Search study material, courses and jobs" defaultValue={q} big>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Year
            <select
              name="year"
              defaultValue={year}
              // The filter applies at once (without the app, the Search button sends it).
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              className="rounded-lg border border-slate-300 bg-white px-3 py-3 text-base text-slate-900"
            >
              <option value="">All years</option>
              {YEAR_OPTIONS.map(([key, label]) => (
                <option key={key} value={key}>
                  {label.replace(/^./, (c) => c.toUpperCase())}
                </option>
              ))}
            </select>
          </label>
        </SearchBox>
      </div>
      <Results q={q} year={year} />
    </section>
  );
}
