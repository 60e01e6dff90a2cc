import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import type { PageContext } from '@/lib/lazy-page';
import { mostAskedPath } from '@/lib/most-asked';
import { usePageHead } from '@/lib/page-head';
import { mostAskedMeta, usePageMeta } from '@/lib/page-meta';
import { useSiteName } from '@/lib/site';
import { repeatedQuestionsQuery, useRepeatedQuestions } from '../api/get-repeated-questions';
import { MostAskedSkeleton } from '../components/MostAskedSkeleton';
import { NoRepeats } from '../components/NoRepeats';
import { PapersRead } from '../components/PapersRead';
import { QuestionGroupList } from '../components/QuestionGroupList';
import { TEXTS } from '../lib/texts';

export type MostAskedPageProps = {
  // The app's not-found page: a code with no previous-year papers (404).
  notFound: ReactNode;
};

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, _props: object, { params }: PageContext) => client.prefetchQuery(repeatedQuestionsQuery(params.code ?? ''));

// /most-asked/{code} ("The questions that come back"): the exam questions a subject's
// previous-year papers asked again and again, most asked first, each with the papers that asked
// it, linked to the page of the paper's preview where it is. The server renders it from the
// same data; its canonical address spells the code as the server does (/most-asked/BCS301, also
// for /most-asked/bcs301 or an old code of the subject).
export default function MostAskedPage({ notFound }: MostAskedPageProps) {
  const { code = '' } = useParams();
  const query = useRepeatedQuestions(code);
  const site = useSiteName();
  const data = query.data;
  // Not found: the not-found page says so itself (title, status 404).
  usePageMeta(data ? mostAskedMeta(data, site) : null);
  usePageHead(() => (data ? { canonical: mostAskedPath(data.code) } : null));

  if (data === null) return notFound;
  if (!data) {
    if (!query.isError) return <MostAskedSkeleton />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorText message={TEXTS.loadFailed} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{TEXTS.heading}</h1>
      <p className="mt-1 text-lg wrap-break-word text-slate-700">
        {data.code} {data.subject}
      </p>
      <PapersRead data={data} />
      {data.groups.length > 0 ? <QuestionGroupList groups={data.groups} /> : <NoRepeats year={data.year} />}
    </article>
  );
}
