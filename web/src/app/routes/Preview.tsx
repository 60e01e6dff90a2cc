import { SafeLink } from '@/components/SafeLink';
import { DownloadLink } from '@/features/catalog/components/DownloadLink';
import { CourseAction } from '@/features/commerce/components/CourseAction';
import type { Preview as PreviewData } from '@/features/previews/api/types';
import PreviewPage from '@/features/previews/routes/PreviewPage';
import NotFound from './NotFound';

// The page's first data is the preview's (lib/lazy-page, app/first-page).
export { prefetch } from '@/features/previews/routes/PreviewPage';

const actionClass = 'inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700';

// The item's own action on its preview page: a free material's or paper's download, counted and
// recorded as its card's is (features/catalog), a course's View Now, free file or Buy Now as
// on its details page (features/commerce), or the site's own document opened in a new tab as the
// page that links it opens it (the Syllabus page, the footer).
function ItemAction({ preview }: { preview: PreviewData }) {
  if (preview.kind === 'document')
    return (
      <SafeLink href={preview.item.url} newTab className={actionClass} fallback={<p className="py-3 text-slate-600">Download not available</p>}>
        {/\.pdf$/i.test(preview.item.url) ? 'Open PDF' : 'Download Now'}
      </SafeLink>
    );
  if (preview.kind === 'course') return <CourseAction course={preview.item} className={actionClass} />;
  return (
    <DownloadLink
      kind={preview.kind}
      id={preview.item.id}
      downloadUrl={preview.item.downloadUrl}
      className={actionClass}
      fallback={<p className="py-3 text-slate-600">Download not available</p>}
    >
      Download Now
    </DownloadLink>
  );
}

// /preview/:kind/:id: the previews feature's page with the item's download or Buy Now from the
// catalog and commerce features, and the app's not-found page (features never import each
// other, so the app puts them together).
export default function Preview() {
  return <PreviewPage action={(preview) => <ItemAction preview={preview} />} notFound={<NotFound />} />;
}
