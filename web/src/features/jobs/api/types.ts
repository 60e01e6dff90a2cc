import type { ApiPaths, ApiSchemas } from '@/lib/api-types';

export type Job = ApiSchemas['Job'];

export type JobPage = ApiSchemas['JobsPage'];

type JobsQuery = NonNullable<ApiPaths['/api/jobs']['get']['parameters']['query']>;
export type ExperienceFilter = NonNullable<JobsQuery['experience']>;
export type JobSort = NonNullable<JobsQuery['sort']>;

export type JobSearch = { q: string; field: string; experience: ExperienceFilter; sort: JobSort };
