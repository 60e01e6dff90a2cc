import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { takeTypedBeforeStart } from '@/lib/typed-before-start';
import type { ExperienceFilter, JobSearch, JobSort } from '../api/types';
import { useJobFields } from '../api/get-jobs';

const DEBOUNCE_MS = 300;

type Props = { search: JobSearch; onChange: (next: Partial<JobSearch>) => void };

// Search box (debounced), field, experience and sort. The page keeps them in the URL.
export function JobFilters({ search, onChange }: Props) {
  const fields = useJobFields();
  // Text typed into the server's form before the app started is searched for, not lost.
  const [typedEarly] = useState(() => takeTypedBeforeStart('q'));
  const [text, setText] = useState(typedEarly?.value ?? search.q);
  const input = useRef<HTMLInputElement>(null);
  // Before the browser paints or handles the next key: no keystroke goes to the page meanwhile.
  useLayoutEffect(() => {
    if (typedEarly?.focused) input.current?.focus();
  }, [typedEarly]);

  // The URL can change without typing (back button, a shared link): follow it.
  const [urlQ, setUrlQ] = useState(search.q);
  if (urlQ !== search.q) {
    setUrlQ(search.q);
    setText(search.q);
  }

  useEffect(() => {
    if (text.trim() === search.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  const select = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
  return (
    <form
      // A plain GET form too: on the server's first HTML (the same components, before the app
      // starts, or without JavaScript) Enter in the search box opens /Job_portal?q=…, which the
      // server renders with that search. Named fields are what it sends (and what
      // lib/typed-before-start keeps when the app starts).
      action="/Job_portal"
      method="get"
      role="search"
      // The page's own search landmark, apart from the header's "Site search". Not "Search
      // jobs", the input's label.
      aria-label="Job search"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() });
      }}
    >
      <label className="md:col-span-4">
        <span className="mb-1 block text-sm font-medium">Search jobs</span>
        <input
          type="search"
          name="q"
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder="Role, company, location or field"
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <label>
        <span className="mb-1 block text-sm font-medium">Field</span>
        <select name="field" value={search.field} onChange={(e) => onChange({ field: e.target.value })} className={select}>
          <option value="">All fields</option>
          {(fields.data ?? []).map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="mb-1 block text-sm font-medium">Experience</span>
        <select name="experience" value={search.experience} onChange={(e) => onChange({ experience: e.target.value as ExperienceFilter })} className={select}>
          <option value="all">All</option>
          <option value="fresher">Fresher</option>
          <option value="1-3">1-3 years</option>
          <option value="3+">3+ years</option>
        </select>
      </label>
      <label>
        <span className="mb-1 block text-sm font-medium">Sort by</span>
        <select name="sort" value={search.sort} onChange={(e) => onChange({ sort: e.target.value as JobSort })} className={select}>
          <option value="recent">Most recent</option>
          <option value="salary">Highest salary</option>
        </select>
      </label>
    </form>
  );
}
