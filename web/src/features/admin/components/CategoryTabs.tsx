import { useRef, type KeyboardEvent } from 'react';

export type Tab = { id: string; label: string };

// A tablist (WAI-ARIA tabs pattern): one tab in the tab order, arrow keys, Home and End move
// between tabs and select them.
export function CategoryTabs({ tabs, selected, onSelect, panelId }: { tabs: Tab[]; selected: string; onSelect: (id: string) => void; panelId: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label="Categories" className="flex gap-1 overflow-x-auto border-b border-slate-200 pb-px">
      {tabs.map((tab, i) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${i}`}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`rounded-t-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${active ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
