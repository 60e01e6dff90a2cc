import { Link } from 'react-router';
import { previewPath, type PreviewKind } from '@/lib/previews';
import { PdfThumbnail } from './PdfThumbnail';

const WIDTHS = { small: 'w-12', medium: 'w-16' } as const;

// An item's first page with "Preview" under it: one link (a large target on a phone) to its
// preview page, named "Preview <title>" so a list of them can be told apart by screen readers
// and voice control (the visible word starts the name). thumbnailReady: the item's `thumbnail`
// (its first page is drawn); until then a placeholder page.
export function PreviewThumbnailLink({
  kind,
  id,
  title,
  thumbnailReady,
  size = 'medium',
}: {
  kind: PreviewKind;
  id: string;
  title: string;
  thumbnailReady: boolean;
  size?: keyof typeof WIDTHS;
}) {
  return (
    <Link
      to={previewPath(kind, id)}
      aria-label={`Preview ${title}`}
      className={`${WIDTHS[size]} flex shrink-0 flex-col items-center gap-1 rounded-md text-xs font-semibold text-brand-700 hover:underline`}
    >
      <PdfThumbnail kind={kind} id={id} title={title} ready={thumbnailReady} />
      <span>Preview</span>
    </Link>
  );
}
