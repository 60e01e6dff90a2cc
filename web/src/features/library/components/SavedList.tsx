import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { SkeletonCards } from '@/components/Skeleton';
import { useLibrary, useRemoveFromLibrary, type LibraryItem } from '@/lib/library';
import { useSavedFiles } from '@/lib/saved-files';
import { offlineCopy } from '../lib/offline';
import { groupBySection } from '../lib/sections';
import { SavedItem } from './SavedItem';

const keyOf = (item: { kind: string; id: string }) => `${item.kind}:${item.id}`;
const EMPTY = 'Nothing saved yet. Use “Save to my library” on any paper, note, course, project or job.';

// "Saved items" of /library: grouped by section (papers first), each with Open and Remove. A
// removal shows at once; if the server refuses it the item comes back with the reason. After a
// removal the focus goes to the next item's Remove (or the previous one, or the heading).
export function SavedList({ headingId }: { headingId: string }) {
  const library = useLibrary();
  const saved = useSavedFiles();
  const remove = useRemoveFromLibrary();
  const [removing, setRemoving] = useState<Set<string>>(() => new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announce, setAnnounce] = useState('');
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // Items saved a moment ago whose save has not answered yet are not listed (no section yet).
  const items = (library.data ?? []).filter((i) => !i.pending);

  useEffect(() => {
    if (focusNext === null) return;
    const target = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [])].find((b) => focusNext && b.dataset.remove === focusNext);
    if (target) target.focus();
    else document.getElementById(headingId)?.focus();
    setFocusNext(null);
  }, [focusNext, headingId]);

  async function onRemove(item: LibraryItem) {
    const key = keyOf(item);
    // Where the focus goes once the item has left the list.
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [])].map((b) => b.dataset.remove ?? '');
    const at = buttons.indexOf(key);
    const next = buttons[at + 1] ?? buttons[at - 1] ?? '';
    setRemoving((s) => new Set(s).add(key));
    setErrors(({ [key]: _, ...rest }) => rest);
    setFocusNext(next);
    try {
      await remove.mutateAsync(item);
      setAnnounce(`Removed ${item.title} from your library.`);
    } catch (e) {
      setErrors((all) => ({ ...all, [key]: `Could not remove it. ${e instanceof Error ? e.message : ''}`.trim() }));
    } finally {
      setRemoving((s) => {
        const left = new Set(s);
        left.delete(key);
        return left;
      });
    }
  }

  let body;
  if (library.isPending) body = <SkeletonCards count={2} label="Loading your library" />;
  else if (library.isError) body = <ErrorText message={`Could not load your library. ${library.error.message}`} onRetry={() => void library.refetch()} />;
  else if (items.length === 0) {
    body = (
      <div className="rounded-xl bg-white p-6 text-slate-600 shadow-sm">
        <p>{EMPTY}</p>
        <p className="mt-2">
          Start with the{' '}
          <Link to="/pyq" className="text-brand-700 underline">
            previous year papers
          </Link>{' '}
          or the{' '}
          <Link to="/Job_portal" className="text-brand-700 underline">
            job portal
          </Link>
          .
        </p>
      </div>
    );
  } else {
    body = (
      <div ref={listRef} className="space-y-6">
        {groupBySection(items).map((group) => (
          <section key={group.section} aria-labelledby={`saved-${group.section}`}>
            <h3 id={`saved-${group.section}`} className="mb-2 font-semibold text-slate-700">
              {group.label} <span className="font-normal text-slate-500">({group.items.length})</span>
            </h3>
            <ul aria-labelledby={`saved-${group.section}`} className="space-y-3">
              {group.items.map((item) => (
                <SavedItem
                  key={keyOf(item)}
                  item={item}
                  offline={offlineCopy(item, saved.data)}
                  removing={removing.has(keyOf(item))}
                  error={errors[keyOf(item)] ?? null}
                  onRemove={() => void onRemove(item)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <>
      {library.isSuccess && items.length > 0 && (
        <p className="mb-3 text-sm text-slate-600">
          {items.length} {items.length === 1 ? 'item' : 'items'}
        </p>
      )}
      {body}
      <p role="status" className="sr-only">
        {announce}
      </p>
    </>
  );
}
