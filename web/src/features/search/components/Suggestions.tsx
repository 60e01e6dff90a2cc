import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { kindOfSection, useRecordOpen } from '@/lib/library';
import { safeUrl } from '@/lib/url-safety';
import { suggestionsQuery } from '../api/search';
import type { SearchItem } from '../api/types';
import { fileHit } from '../lib/file-hit';
import { itemFacts, searchPath } from '../lib/labels';
import { FileHitText } from './FileHitText';

export type SuggestionsProps = { input: HTMLInputElement; listId: string };

// Suggestions start at two characters, a quarter of a second after the last key (one request
// for a word typed quickly, not one per key), and show at most this many items.
const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;
const MAX_ITEMS = 8;

type Option = { item: SearchItem; kind: string } | { all: string };

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

// The search box's suggestions (lazy, see SearchBox): the WAI-ARIA combobox pattern on the
// box's own input (role, aria-expanded, aria-controls, aria-activedescendant), with a listbox
// of the best items of each kind and, last, "See all results for …". Up/Down move through
// them, Enter opens the highlighted one (downloads in a new tab, pages in the app), Escape
// closes the list, and so does leaving the box or any navigation. Only the items of the text in
// the box are listed: while the answer for new text is awaited (the pause, then the request) the
// list has only "See all results" and says "Searching…", never the last text's items; a failure
// says so in one line; a query the server refuses (400) shows nothing.
export function Suggestions({ input, listId }: SuggestionsProps) {
  const navigate = useNavigate();
  const recordOpen = useRecordOpen();
  const { key: locationKey } = useLocation();
  // What is typed and whether the box has the focus, read from the input itself (typed before
  // this chunk arrived too: the store is read again once subscribed).
  const subscribe = useCallback(
    (changed: () => void) => {
      const events = ['input', 'focus', 'blur'];
      for (const type of events) input.addEventListener(type, changed);
      return () => {
        for (const type of events) input.removeEventListener(type, changed);
      };
    },
    [input],
  );
  const text = useSyncExternalStore(subscribe, () => input.value);
  const focused = useSyncExternalStore(subscribe, () => document.activeElement === input);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // Adjusting state during render, not in an effect: new text opens the list again with nothing
  // highlighted; a navigation closes it.
  const [seen, setSeen] = useState({ text, locationKey });
  if (seen.text !== text || seen.locationKey !== locationKey) {
    setSeen({ text, locationKey });
    setDismissed(seen.locationKey !== locationKey);
    setActive(-1);
  }

  const typed = text.trim();
  const q = useDebounced(text, DEBOUNCE_MS);
  const ready = q.trim().length >= MIN_CHARS;
  const suggestions = useQuery({ ...suggestionsQuery(q), enabled: ready });
  const refused = suggestions.error instanceof ApiError && suggestions.error.status === 400;
  // The answer for the text in the box, if there is one yet (not while the pause after a key
  // runs: until then the query is still the text before it).
  const answer = q === text ? suggestions.data : undefined;

  const items: Option[] = (answer?.groups ?? []).flatMap((g) => g.items.map((item) => ({ item, kind: g.label }))).slice(0, MAX_ITEMS);
  const options: Option[] = [...items, { all: typed }];
  const open = focused && !dismissed && typed.length >= MIN_CHARS && !refused;
  const current = open && active < options.length ? active : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  function choose(option: Option) {
    setDismissed(true);
    if ('all' in option) {
      navigate(searchPath(option.all));
      return;
    }
    const url = safeUrl(option.item.url);
    if (!url) return;
    // A download opens in a new tab, as the catalog's download links do (and goes to a signed-in
    // student's recently opened items; a page records its own visit).
    const kind = kindOfSection(option.item.kind);
    if (option.item.download && kind) recordOpen(kind, option.item.id);
    if (option.item.download || url.external) window.open(url.href, '_blank', 'noopener');
    else navigate(url.href);
  }

  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (typed.length < MIN_CHARS || refused) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!open) {
        setDismissed(false);
        setActive(down ? 0 : options.length - 1);
      } else {
        setActive(down ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1);
      }
    } else if (e.key === 'Enter' && open && current >= 0) {
      e.preventDefault(); // not the form's submit: the highlighted option
      choose(options[current]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault(); // close the list, keep the text (a search input would clear it)
      setDismissed(true);
      setActive(-1);
    }
  });

  // The keys, on the box's own input (rendered by SearchBox, in every first load).
  useEffect(() => {
    const keydown = (e: KeyboardEvent) => onKeyDown(e);
    input.addEventListener('keydown', keydown);
    return () => input.removeEventListener('keydown', keydown);
  }, [input]);

  // The combobox's state on the input itself.
  useEffect(() => {
    const attributes: Record<string, string | null> = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': listId,
      'aria-expanded': String(open),
      'aria-activedescendant': current >= 0 ? optionId(current) : null,
    };
    for (const [name, value] of Object.entries(attributes)) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  });
  useEffect(
    () => () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    },
    [input],
  );

  const status = !open
    ? ''
    : q !== text
      ? 'Searching…'
      : suggestions.isError
        ? 'Suggestions are not available right now. Press Enter to search.'
        : !answer || suggestions.isFetching
          ? 'Searching…'
          : items.length === 0
            ? `No suggestions for “${typed}”.`
            : '';

  return (
    <div
      hidden={!open}
      className="absolute top-full right-0 z-40 mt-1 w-[min(26rem,calc(100vw-2rem))] min-w-full overflow-hidden rounded-xl bg-white text-left shadow-lg ring-1 ring-slate-200"
    >
      <ul id={listId} role="listbox" aria-label="Search suggestions" className="max-h-[70vh] overflow-y-auto py-1">
        {open &&
          options.map((option, i) => {
            const highlighted = i === current;
            // Found inside its file: its page and passage (choosing it opens the preview there).
            const hit = 'all' in option ? null : fileHit(option.item);
            return (
              <li
                key={'all' in option ? 'all' : `${option.item.kind}-${option.item.id}`}
                id={optionId(i)}
                role="option"
                aria-selected={highlighted}
                // Keeps the focus in the box, so the list is still there for the click.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => current !== i && setActive(i)}
                onClick={() => choose(option)}
                className={`cursor-pointer px-3 py-2 text-sm ${highlighted ? 'bg-brand-50' : ''} ${'all' in option ? 'border-t border-slate-100 font-semibold text-brand-700' : ''}`}
              >
                {'all' in option ? (
                  <>See all results for “{option.all}”</>
                ) : (
                  <>
                    <span className="block font-medium text-slate-900">{option.item.title}</span>
                    <span className="block text-xs text-slate-600">{[option.kind, itemFacts(option.item)].filter(Boolean).join(' · ')}</span>
                    {hit && <FileHitText hit={hit} lines={2} className="mt-0.5 text-xs text-slate-700" />}
                  </>
                )}
              </li>
            );
          })}
      </ul>
      <p role="status" className={status ? 'border-t border-slate-100 px-3 py-2 text-xs text-slate-600' : 'sr-only'}>
        {status}
      </p>
    </div>
  );
}
