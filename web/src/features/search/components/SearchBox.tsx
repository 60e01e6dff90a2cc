import { useId, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SuggestionsProps } from './Suggestions';

type Props = {
  // The form's accessible name: it is a search landmark, and a page can have two of them (the
  // header's and the page's own), which only their names tell apart. Not the input's label,
  // so that finding the input by its label finds one element.
  landmark: string;
  label: string; // the input's accessible name
  placeholder?: string;
  defaultValue?: string;
  big?: boolean; // the home page's and the results page's box
  children?: ReactNode; // more fields of the same form (the results page's year filter)
  focus?: boolean; // take the focus once drawn (the visitor was typing here before the app started)
};

// The site-wide search box: a real GET form to /search, so it works as a plain form before
// the app's scripts for it have arrived. This part is in every page's first load (the
// header), so it is only the form: the suggestions (a WAI-ARIA combobox with its own query)
// are a chunk of their own, loaded on first focus, that enhances this same input in place —
// the typed text, the focus and a phone's keyboard are never disturbed. The app sends the
// form to the router instead of reloading the page.
export function SearchBox({ landmark, label, placeholder = 'Search papers, notes, jobs…', defaultValue, big, children, focus }: Props) {
  const id = useId();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  // Before the browser paints or handles the next key: no keystroke goes to the page meanwhile.
  useLayoutEffect(() => {
    if (focus) input?.focus();
  }, [focus, input]);
  const navigate = useNavigate();
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();
  // Without the chunk (offline before the service worker kept it) the box stays a plain form.
  const enhance = () => {
    if (!Suggestions)
      import('./Suggestions').then(
        (m) => setSuggestions(() => m.Suggestions),
        () => {},
      );
  };
  const size = big ? 'px-4 py-3 text-base' : 'px-3 py-2 text-sm';
  return (
    <form
      role="search"
      action="/search"
      method="get"
      aria-label={landmark}
      className="relative flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        // The fields with a value (the results page trims the query).
        navigate(`/search?${new URLSearchParams([...new FormData(e.currentTarget)].filter(([, value]) => value) as string[][])}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* With more fields (the results page's year), the box keeps 14rem before they wrap to
          the next line: on a phone they squeezed it to a few letters. */}
      <div className={`min-w-0 flex-1 ${children ? 'basis-56' : ''}`}>
        <input
          ref={setInput}
          id={id}
          name="q"
          type="search"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={defaultValue}
          placeholder={placeholder}
          onFocus={enhance}
          className={`w-full rounded-lg border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 ${size}`}
        />
        {Suggestions && input && <Suggestions input={input} listId={`${id}list`} />}
      </div>
      <button type="submit" className={`rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 ${size}`}>
        Search
      </button>
      {children}
    </form>
  );
}
