import type { SearchItem, SearchSnippetPart } from '../api/types';

export type FileHit = { page: number; snippet: SearchSnippetPart[] };

// An item found only through the text inside its file (issue 27) has the page of its file the
// words are on and a passage around them; one found by its title, subject, code or description
// has neither and shows as it always did.
export function fileHit(item: SearchItem): FileHit | null {
  const { page, snippet } = item;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) return null;
  return { page, snippet: Array.isArray(snippet) ? snippet.filter((part) => typeof part?.text === 'string' && part.text !== '') : [] };
}
