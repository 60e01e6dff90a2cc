import { formatDate } from '@/lib/format';
import type { LibraryItem } from '@/lib/library';
import type { SavedFile } from '@/lib/saved-files';
import { openHref } from '../lib/offline';
import { itemFacts } from '../lib/sections';
import { OpenLink } from './OpenLink';

const action = 'rounded-lg px-3 py-2 text-sm font-semibold';

type Props = {
  item: LibraryItem;
  offline: SavedFile | null; // its copy on this device (lib/offline)
  removing: boolean;
  error: string | null;
  onRemove: () => void;
};

// One saved item: title, what it is (subtitle, subject, year), the day it was saved and whether
// it is on this device, then Open (or Download) and Remove.
export function SavedItem({ item, offline, removing, error, onRemove }: Props) {
  const facts = itemFacts(item);
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold break-words">{item.title}</h4>
          {item.subtitle && <p className="line-clamp-2 text-sm text-slate-600">{item.subtitle}</p>}
          {facts && <p className="text-sm text-slate-600">{facts}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
            {item.savedAt !== undefined && (
              <span>
                Saved <time dateTime={new Date(item.savedAt).toISOString()}>{formatDate(item.savedAt)}</time>
              </span>
            )}
            {offline && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
                <span aria-hidden="true">✓ </span>Offline on this device
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <OpenLink item={item} href={openHref(item, offline)} className={`${action} bg-brand-600 text-white hover:bg-brand-700`}>
            {item.download ? 'Download' : 'Open'}
            <span className="sr-only"> {item.title}</span>
          </OpenLink>
          <button
            type="button"
            data-remove={`${item.kind}:${item.id}`}
            disabled={removing}
            onClick={onRemove}
            aria-label={`Remove ${item.title} from my library`}
            className={`${action} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60`}
          >
            {removing ? 'Removing…' : 'Remove'}
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
