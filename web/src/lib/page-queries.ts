// Which pages read their query string, and how (lib/page-query.ts): the one list, which the
// pages read their URL with and the build writes to dist/page-queries.json for the server
// (pages/page_queries.cpp). Every other page is drawn the same whatever its query string.
import type { ApiPaths } from './api-types';
import type { PageQueryRules } from './page-query';
import type { StaticRoute } from './paths';

type JobsQuery = NonNullable<ApiPaths['/api/jobs']['get']['parameters']['query']>;
const EXPERIENCE = ['all', 'fresher', '1-3', '3+'] as const satisfies readonly NonNullable<JobsQuery['experience']>[];
const SORTS = ['recent', 'salary'] as const satisfies readonly NonNullable<JobsQuery['sort']>[];

// The job portal's search, filters and sort (features/jobs): in the URL, so a filtered list
// can be shared and survives a reload.
export const JOB_PORTAL_QUERY = {
  q: { fallback: '' },
  field: { fallback: '' },
  experience: { fallback: 'all', values: EXPERIENCE },
  sort: { fallback: 'recent', values: SORTS },
} as const satisfies PageQueryRules;

export const PAGE_QUERIES: Partial<Record<StaticRoute, PageQueryRules>> = {
  '/Job_portal': JOB_PORTAL_QUERY,
};
