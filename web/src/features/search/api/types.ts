// Shapes of GET /api/search (docs/openapi.yaml).
import type { ApiPaths, ApiSchemas } from '@/lib/api-types';

export type SearchResults = ApiSchemas['SearchResults'];
export type SearchGroup = ApiSchemas['SearchGroup'];
export type SearchItem = ApiSchemas['SearchItem'];
export type SearchKind = SearchItem['kind'];
// A file hit's passage around the match: its parts in order, the matched words flagged.
export type SearchSnippetPart = ApiSchemas['SearchSnippetPart'];
// The subject's most asked questions page, when q was its code and its papers matched.
export type SearchMostAsked = NonNullable<SearchResults['mostAsked']>;

type SearchParams = ApiPaths['/api/search']['get']['parameters']['query'];
export type SearchYear = NonNullable<SearchParams['year']>;

// One request: q as typed (the server trims it; a trailing space says the last word is whole),
// optionally one kind (then paged by cursor), one year, and the items per group.
export type SearchRequest = { q: string; kind?: string; year?: SearchYear | ''; limit?: number; cursor?: string | null };
