import { safeUrl } from '@/lib/url-safety';
import type { PreviewPage } from '../api/types';
import { pageElementId } from '../lib/preview-state';
import { TEXTS } from '../lib/texts';

type Props = { title: string; pageCount: number; pages: PreviewPage[]; current: number | null };

// The pages one under another, each as wide as the screen allows at its own ratio (the
// width and height attributes size its box before the image arrives, so a jump to page 5 lands
// there and stays). The first page is fetched at once: it is what the page is for, and its
// largest element; the others as they come near, except the one a link asked for.
//
// Each page's text is under it in a closed <details>: a screen reader meets "Text of page N"
// right after the page's image and opens it; a search engine reads it (content of a closed
// <details> is indexed); find-in-page opens it where the words are; and anyone can open it to
// copy a line or read a blurry scan, which a visually hidden text would not allow.
export function PreviewPages({ title, pageCount, pages, current }: Props) {
  return (
    <ol className="mt-6 space-y-8">
      {pages.map((p) => {
        const id = pageElementId(p.number);
        const image = safeUrl(p.image);
        const first = p.number === pages[0].number;
        const eager = first || p.number === current;
        return (
          <li
            key={p.number}
            id={id}
            tabIndex={-1}
            aria-labelledby={`${id}-heading`}
            aria-current={p.number === current ? 'true' : undefined}
            className="scroll-mt-4 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-600 sm:p-4"
          >
            <h2 id={`${id}-heading`} className="mb-2 text-sm font-semibold text-slate-700">
              {TEXTS.pageHeading(p.number, pageCount)}
            </h2>
            {image && (
              <img
                src={image.href}
                alt={TEXTS.pageImage(p.number, title)}
                width={p.width}
                height={p.height}
                loading={eager ? 'eager' : 'lazy'}
                {...(first ? { fetchPriority: 'high' as const } : {})}
                decoding={first ? 'auto' : 'async'}
                className="mx-auto block h-auto max-w-full bg-slate-100"
              />
            )}
            {p.text.trim() && (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-medium text-brand-700">{TEXTS.pageText(p.number)}</summary>
                <p className="mt-2 whitespace-pre-line text-slate-700">{p.text}</p>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
