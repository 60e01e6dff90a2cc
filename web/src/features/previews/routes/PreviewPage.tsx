import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { ReportProblemButton } from '@/components/ReportProblemButton';
import { SaveToLibraryButton } from '@/components/SaveToLibraryButton';
import type { PageContext } from '@/lib/lazy-page';
import { usePageHead, type PageHeadReport } from '@/lib/page-head';
import { previewMeta, usePageMeta } from '@/lib/page-meta';
import { useRecordView } from '@/lib/library';
import { isPreviewKind, type PreviewKind } from '@/lib/previews';
import { useSiteName } from '@/lib/site';
import { breadcrumbs, HOME_CRUMB } from '@/lib/structured-data';
import { previewQuery, usePreview } from '../api/get-preview';
import type { Preview } from '../api/types';
import { LockedPages } from '../components/LockedPages';
import { PageJumpList } from '../components/PageJumpList';
import { PreviewNote } from '../components/PreviewNote';
import { PreviewPages } from '../components/PreviewPages';
import { PreviewSkeleton } from '../components/PreviewSkeleton';
import { useScrollToTarget } from '../hooks/use-scroll-to-target';
import { isBeingPrepared, lockedPages, pageParam, pageTarget } from '../lib/preview-state';
import { pagesText, TEXTS } from '../lib/texts';
import { parentCrumb } from '../lib/trail';

export type PreviewPageProps = {
  // The item's download or Buy Now, as its own card or page offers it. The app passes it in
  // (app/routes/Preview.tsx): it belongs to features/catalog and features/commerce.
  action: (preview: Preview) => ReactNode;
  // The app's not-found page: an unknown kind or item, or an item without a preview (404).
  notFound: ReactNode;
};

// The page's first data (lib/lazy-page): what it asks for on its first render.
export const prefetch = (client: QueryClient, _props: object, { params }: PageContext) =>
  isPreviewKind(params.kind) ? client.prefetchQuery(previewQuery(params.kind, params.id ?? '')) : Promise.resolve();

// The page's head (lib/page-head): itself as canonical, whatever ?page= asked for; its trail
// passes through the page it belongs under (a syllabus: Syllabus).
function previewHead(kind: PreviewKind, id: string, preview: Preview): PageHeadReport {
  const canonical = `/preview/${kind}/${id}`;
  const parent = parentCrumb(preview);
  return { canonical, jsonLd: [breadcrumbs([HOME_CRUMB, ...(parent ? [parent] : []), [`${preview.title} — Preview`, canonical]])] };
}

// /preview/{kind}/{id} ("Inside the papers"): a PDF's pages as images before a student
// downloads or buys it, each page's text under it, and the item's own download or Buy Now. A
// priced item shows its free pages, then what is left for its buyers. ?page=N opens it at page N.
export default function PreviewPage({ action, notFound }: PreviewPageProps) {
  const params = useParams();
  const kind = isPreviewKind(params.kind) ? params.kind : null;
  const id = params.id ?? '';
  const [search] = useSearchParams();
  const page = pageParam(search.get('page'));
  const query = usePreview(kind, id);
  const site = useSiteName();
  const preview = kind ? query.data : null;
  // Not found: the not-found page says so itself (title, status 404).
  usePageMeta(preview ? previewMeta(preview, site) : null);
  usePageHead(() => (kind && preview ? previewHead(kind, id, preview) : null));
  const target = preview ? pageTarget(preview, page) : null;
  useScrollToTarget(target);
  // Reading a paper here is opening it: it goes to a signed-in student's recently opened items
  // (the site's own documents are not library items).
  useRecordView(preview && preview.kind !== 'document' ? { kind: preview.kind, id: preview.id } : null);

  if (preview === null) return notFound;
  if (!preview) {
    if (!query.isError) return <PreviewSkeleton />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorText message={TEXTS.loadFailed} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const locked = lockedPages(preview);
  const current = page !== null && preview.pages.some((p) => p.number === page) ? page : null;
  const hasPages = preview.state === 'done' && preview.pages.length > 0;
  const parent = parentCrumb(preview);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      {parent && (
        <p className="mb-2 text-sm">
          <Link to={parent[1]} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            <span aria-hidden="true">← </span>
            {parent[0]}
          </Link>
        </p>
      )}
      <h1 className="text-2xl font-bold wrap-break-word sm:text-3xl">{preview.title}</h1>
      {preview.state === 'done' && preview.pageCount > 0 && <p className="mt-1 text-slate-600">{pagesText(preview.pageCount)}</p>}
      <div className="mt-4 flex flex-wrap items-start gap-3">
        {action(preview)}
        {/* The site's own documents are not catalog items: the library and reports do not take them. */}
        {preview.kind !== 'document' && (
          <>
            <SaveToLibraryButton kind={preview.kind} id={preview.id} title={preview.title} />
            <ReportProblemButton kind={preview.kind} id={preview.id} title={preview.title} className="self-center" />
          </>
        )}
      </div>
      {isBeingPrepared(preview) ? (
        <PreviewNote text={TEXTS.preparing} />
      ) : hasPages ? (
        <>
          {preview.pages.length > 1 && <PageJumpList pages={preview.pages} current={current} />}
          <PreviewPages title={preview.title} pageCount={preview.pageCount} pages={preview.pages} current={current} />
        </>
      ) : (
        locked === 0 && <PreviewNote text={TEXTS.noPreview} />
      )}
      {locked > 0 && <LockedPages count={locked} shown={preview.pages.length} action={action(preview)} />}
    </article>
  );
}
