import type { FileHit } from '../lib/file-hit';
import { TEXTS } from '../lib/texts';

// Under a file hit's title: "Page 2: …the working of quick sort with an example…", the words
// that matched in <mark> (read as plain text by screen readers; bold as well as tinted, so they
// stand out without the colour). The passage wraps and is cut after `lines` lines, so a long one
// cannot push the next result away on a phone.
export function FileHitText({ hit, lines, className = '' }: { hit: FileHit; lines: 2 | 3; className?: string }) {
  return (
    <span className={`wrap-break-word ${lines === 2 ? 'line-clamp-2' : 'line-clamp-3'} ${className}`}>
      <span className="font-semibold text-slate-900">{TEXTS.page(hit.page)}</span>
      {hit.snippet.length > 0 && ': '}
      {hit.snippet.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 font-semibold text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
