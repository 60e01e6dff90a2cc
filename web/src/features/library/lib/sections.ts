import type { LibraryItem } from '@/lib/library';
import { YEARS } from '@/lib/years';

// The order of the library's groups: as the site lists them (papers first, jobs last). A section
// the app does not know yet comes after these, in the order it first appears.
const ORDER = ['previous-year', 'important-topics', 'quantum', 'notes', 'practical', 'bl-notes', 'premium', 'projects', 'jobs'];

export type Group = { section: string; label: string; items: LibraryItem[] };

// Items grouped by section (its label as the heading), keeping the server's order (newest
// saved first) inside a group.
export function groupBySection(items: readonly LibraryItem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const group = groups.get(item.section) ?? { section: item.section, label: item.sectionLabel || 'Other', items: [] };
    group.items.push(item);
    groups.set(item.section, group);
  }
  const rank = (section: string) => {
    const i = ORDER.indexOf(section);
    return i < 0 ? ORDER.length : i;
  };
  // Array.prototype.sort is stable: unknown sections keep their first-seen order.
  return [...groups.values()].sort((a, b) => rank(a.section) - rank(b.section));
}

// What an item says under its title: its subject and year ("Data Structure · Second year").
export function itemFacts(item: LibraryItem): string {
  const label = YEARS.find((y) => y.key === item.year)?.label;
  const year = label ? `${label} year` : null;
  return [item.subject, year].filter(Boolean).join(' · ');
}

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

// When a recent item was opened: "just now", "5 minutes ago", "3 hours ago", "yesterday",
// "4 days ago", then the date ("on 25 Nov 2026"). `now` is a parameter for tests.
export function openedWhen(openedAt: number, now: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - openedAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return `on ${new Date(openedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}`;
}
