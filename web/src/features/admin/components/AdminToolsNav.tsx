import { NavLink } from 'react-router';

const LINKS = [
  { to: '/admin', label: 'Admin panel' },
  { to: '/dataa', label: 'Import data' },
  { to: '/seeding_jobs', label: 'Seed sample jobs' },
  { to: '/SeedBlThird', label: 'Seed first-year samples' },
];

// The admin pages, on each of them: the panel and its tools (bulk import and seeding).
// NavLink marks the current page with aria-current="page".
export function AdminToolsNav() {
  return (
    <nav aria-label="Admin tools" className="flex flex-wrap gap-2 text-sm">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
