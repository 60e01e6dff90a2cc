import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { mostAskedApiPath } from '@/lib/most-asked';
import type { RepeatedQuestions } from './types';

// While some of the subject's papers are still being read the page asks again now and then,
// so their questions join the list without a reload.
const RECHECK_MS = 30_000;

// A subject's repeated questions; null when the server knows no previous-year paper of that
// code (the page is not found).
export const repeatedQuestionsQuery = (code: string) =>
  queryOptions({
    queryKey: ['repeated-questions', code.toUpperCase()],
    queryFn: () =>
      apiGet<RepeatedQuestions>(mostAskedApiPath(code)).catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }),
    refetchInterval: (query) => (query.state.data && query.state.data.pending > 0 ? RECHECK_MS : false),
  });

export function useRepeatedQuestions(code: string) {
  return useQuery(repeatedQuestionsQuery(code));
}
