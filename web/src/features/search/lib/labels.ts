import { titled, type PageMeta } from '@/lib/page-title-format';
import type { SearchItem } from '../api/types';

// "2nd year": how a search result names its year (lib/years has the routes' spellings).
const YEAR_LABELS: Record<NonNullable<SearchItem['year']>, string> = {
  firstYear: '1st year',
  secondYear: '2nd year',
  thirdYear: '3rd year',
  fourthYear: '4th year',
};

export const yearLabel = (year: SearchItem['year']) => (year ? YEAR_LABELS[year] : undefined);

export const YEAR_OPTIONS = Object.entries(YEAR_LABELS) as [NonNullable<SearchItem['year']>, string][];

// What a result says under its title: its year and subject (those it has), e.g. "2nd year · Data Structure".
export const itemFacts = (item: SearchItem) => [yearLabel(item.year), item.subject].filter(Boolean).join(' · ');

// The results page of a query (and year filter, when one is chosen).
export function searchPath(q: string, year?: string | null): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (year) params.set('year', year);
  return `/search?${params}`;
}

// The results page's title and description ("Search: bcs301 | Pathshala").
export function searchMeta(q: string, site: string): PageMeta {
  return q
    ? { title: titled(`Search: ${q}`, site), description: `Previous-year papers, notes, Quantum, courses, projects and jobs matching “${q}”.` }
    : { title: titled('Search', site), description: 'Search previous-year papers, notes, Quantum, courses, projects and jobs.' };
}
