// "The questions that come back": where a subject's most asked questions are. Shared code
// because the previous-year papers page (features/catalog) links to the page, which is
// features/questions.
import { ITEM_PAGES, itemPagePath } from './paths';

// The page (route /most-asked/:code), by the subject's AKTU code as the catalog gives it.
export function mostAskedPath(code: string): string {
  return itemPagePath(ITEM_PAGES.mostAsked, { code });
}

// GET /api/subjects/{code}/repeated-questions: the page's data. The server reads the code
// whatever its letter case; asking in capitals gives /most-asked/bcs301 and /most-asked/BCS301
// one cache entry (and one page-data key).
export function mostAskedApiPath(code: string): string {
  return `/api/subjects/${encodeURIComponent(code.toUpperCase())}/repeated-questions`;
}
