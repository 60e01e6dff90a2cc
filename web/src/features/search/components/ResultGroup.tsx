import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorText } from '@/components/ErrorText';
import { SafeLink } from '@/components/SafeLink';
import { kindOfSection, useRecordOpen } from '@/lib/library';
import { groupPagesQuery } from '../api/search';
import type { SearchGroup, SearchItem, SearchMostAsked, SearchYear } from '../api/types';
import { fileHit } from '../lib/file-hit';
import { itemFacts } from '../lib/labels';
import { TEXTS } from '../lib/texts';
import { FileHitText } from './FileHitText';
import { MostAskedLink } from './MostAskedLink';

const linkClass = 'shrink-0 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700';

function Result({ item }: { item: SearchItem }) {
  const facts = itemFacts(item);
  const recordOpen = useRecordOpen();
  const kind = kindOfSection(item.kind);
  // Found inside its file: the page and the passage instead of the description, and a link to
  // its preview at that page.
  const hit = fileHit(item);
  // A download is recorded in a signed-in student's recently opened items here; a page records
  // its own visit.
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">{item.title}</h3>
        {facts && <p className="text-sm text-slate-600">{facts}</p>}
        {hit ? (
          <p className="mt-1 text-sm text-slate-700">
            <FileHitText hit={hit} lines={3} />
          </p>
        ) : (
          item.subtitle && <p className="line-clamp-2 text-sm text-slate-600">{item.subtitle}</p>
        )}
      </div>
      {/* Downloads open in a new tab, as the catalog's do; pages open in the app. */}
      <SafeLink href={item.url} newTab={item.download} onOpen={item.download && kind ? () => recordOpen(kind, item.id) : undefined} className={linkClass}>
        {hit ? TEXTS.openPage(hit.page) : item.download ? 'Download' : 'Open'}
        <span className="sr-only">{hit ? TEXTS.openPageOf(item.title) : ` ${item.title}`}</span>
      </SafeLink>
    </li>
  );
}

// One kind of result ("Previous-year papers (3)") with its first items; "Show more" appends its
// next pages in place (kind + cursor). mostAsked: the subject's most asked questions, linked
// under the heading (the previous-year papers' group).
export function ResultGroup({ group, q, year, mostAsked }: { group: SearchGroup; q: string; year: SearchYear | ''; mostAsked?: SearchMostAsked }) {
  const headingId = useId();
  const [more, setMore] = useState(false);
  const pages = useInfiniteQuery({ ...groupPagesQuery(q, year, group.kind, group.next), enabled: more });

  // The first items, then the next pages' (without repeats: see groupPagesQuery).
  const seen = new Set<string>();
  const items = [...group.items, ...(pages.data?.pages ?? []).flatMap((p) => p.groups[0]?.items ?? [])].filter(
    (item) => !seen.has(item.id) && seen.add(item.id),
  );
  const loading = more && (pages.isPending || pages.isFetchingNextPage) && !pages.isError;
  const hasMore = items.length < group.total && (!more || pages.isPending || pages.hasNextPage);

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className={mostAsked ? 'text-xl font-semibold' : 'mb-3 text-xl font-semibold'}>
        {group.label} ({group.total.toLocaleString('en-IN')})
      </h2>
      {mostAsked && <MostAskedLink mostAsked={mostAsked} className="mt-0.5 mb-3" />}
      <ul className="space-y-3">
        {items.map((item) => (
          <Result key={item.id} item={item} />
        ))}
      </ul>
      {more && pages.isError ? (
        <div className="mt-3">
          <ErrorText
            message={`Could not load more ${group.label.toLowerCase()}. ${pages.error.message}`}
            onRetry={() => void (pages.isFetchNextPageError ? pages.fetchNextPage() : pages.refetch())}
          />
        </div>
      ) : (
        hasMore && (
          <button
            type="button"
            disabled={loading}
            onClick={() => (more ? void pages.fetchNextPage() : setMore(true))}
            className="mt-3 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-60"
          >
            {loading ? 'Loading…' : 'Show more'}
            <span className="sr-only"> {group.label}</span>
          </button>
        )
      )}
    </section>
  );
}
