// Shapes of GET /api/search (docs/openapi.yaml).
import type { ApiPaths, ApiSchemas } from '@/lib/api-types';

export type SearchResults = ApiSchemas['SearchResults'];
export type SearchGroup = ApiSchemas['SearchGroup'];
export type SearchItem = ApiSchemas['SearchItem'];
export type SearchKind = SearchItem['kind'];

type SearchParams = ApiPaths['/api/search']['get']['parameters']['query'];
export type SearchYear = NonNullable<SearchParams['year']>;

// One request: q as typed (the server trims it; a trailing space says the last word is whole),
// optionally one kind (then paged by cursor), one year, and the items per group.
export type SearchRequest = { q: string; kind?: string; year?: SearchYear | ''; limit?: number; cursor?: string | null };
