import { useState } from 'react';
import type { LibraryItem } from '@/lib/library';
import { useSavedFiles } from '@/lib/saved-files';
import { offlineCopy, openHref } from '../lib/offline';
import { openedWhen } from '../lib/sections';
import { OpenLink } from './OpenLink';

// Recently opened items, newest first: the title opens it again (a download from this device
// when it is saved for offline), then what it is (a job's company and place: two openings
// with one title are told apart), its section and when it was opened.
export function RecentList({ items, label = 'Recently opened' }: { items: readonly LibraryItem[]; label?: string }) {
  const saved = useSavedFiles();
  // One clock for the whole list, so neighbours never disagree.
  const [now] = useState(() => Date.now());
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`} className="px-4 py-3">
          <OpenLink
            item={item}
            href={openHref(item, offlineCopy(item, saved.data))}
            className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
          >
            {item.title}
          </OpenLink>
          {item.subtitle && <p className="line-clamp-2 text-sm break-words text-slate-700">{item.subtitle}</p>}
          <p className="text-sm text-slate-600">
            {item.sectionLabel}
            {item.openedAt !== undefined && (
              <>
                {' · '}
                <time dateTime={new Date(item.openedAt).toISOString()}>Opened {openedWhen(item.openedAt, now)}</time>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
