import { Link } from 'react-router';
import type { PreviewPage } from '../api/types';
import { pageElementId } from '../lib/preview-state';
import { TEXTS } from '../lib/texts';

const linkClass =
  'inline-block min-w-16 rounded-lg border border-slate-300 px-3 py-1.5 text-center text-sm font-semibold text-slate-700 hover:bg-slate-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-700';

// "Page 1 · Page 2 · …" above the pages: a way to a page for the keyboard, and one a student
// can share (?page=N). The fragment makes the jump work before the app has started too.
export function PageJumpList({ pages, current }: { pages: PreviewPage[]; current: number | null }) {
  return (
    <nav aria-label={TEXTS.pagesNav} className="mt-6">
      <ol className="flex flex-wrap gap-2">
        {pages.map((p) => (
          <li key={p.number}>
            <Link to={`?page=${p.number}#${pageElementId(p.number)}`} replace aria-current={current === p.number ? 'true' : undefined} className={linkClass}>
              Page {p.number}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
