import { useState } from 'react';
import { THUMBNAIL, thumbnailUrl, type PreviewKind } from '@/lib/previews';

// The first page of an item's PDF on its card. The box has the thumbnail's fixed ratio
// (240 × 340, A4 padded) before the image arrives, so nothing moves. Always lazy and decoded off
// the main thread: a card's thumbnail is small and never the page's largest element, so it must
// not compete with what the first paint needs on a slow connection. Until the server has made
// it (`ready` false: the item's `thumbnail` is absent while its file waits to be read, so the
// server's HTML has no image to break) or when it cannot be loaded, the same box shows a plain
// page marked PDF instead: the card keeps its size and the title beside it stays put.
export function PdfThumbnail({ kind, id, title, ready }: { kind: PreviewKind; id: string; title: string; ready: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="block aspect-[240/340] w-full overflow-hidden rounded-md bg-white ring-1 ring-slate-300">
      {failed || !ready ? (
        <span aria-hidden="true" className="flex h-full items-center justify-center bg-slate-50 text-[0.625rem] font-bold tracking-wide text-slate-500">
          PDF
        </span>
      ) : (
        <img
          src={thumbnailUrl(kind, id)}
          alt={`First page of ${title}`}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="block h-full w-full object-contain"
        />
      )}
    </span>
  );
}
