import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NavbarAccount } from '@/features/auth/components/NavbarAccount';
import { SearchBox } from '@/features/search/components/SearchBox';
import { useSiteName } from '@/lib/site';
import { takeTypedBeforeStart } from '@/lib/typed-before-start';
import { YEARS } from '@/lib/years';

const NAV = [
  { label: 'Home', to: '/home' },
  { label: 'Study material', to: '/studymaterial' },
  { label: 'Quantum', to: '/quantum' },
  { label: 'Important topics', to: '/important-topics' },
  { label: 'Saved', to: '/saved' },
];

const MOBILE_NAV = [
  { label: 'Home', to: '/home' },
  { label: 'Study Material', to: '/studymaterial' },
  { label: 'Quantum', to: '/quantum' },
  { label: "PYQ's", to: '/pyq' },
  { label: 'Important Topics', to: '/important-topics' },
  { label: 'Brevi Learning Notes', to: '/brevi_learning' },
  { label: 'Saved for offline', to: '/saved' },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`;

function SyllabusMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="syllabus-menu"
        onClick={() => setOpen(!open)}
        className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        Syllabus ▾
      </button>
      {open && (
        <ul id="syllabus-menu" className="absolute right-0 z-20 mt-1 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <li>
            <Link to="/syllabus" onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100">
              All years
            </Link>
          </li>
          {YEARS.slice(0, 3).map((y) => (
            <li key={y.key}>
              <a
                href={y.routes.syllabusPdf}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
              >
                {y.label} Year Syllabus
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Header() {
  const name = useSiteName();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  // What was typed into the server's header search before the app started (lib/typed-before-start).
  const [typedEarly] = useState(() => takeTypedBeforeStart('header q'));
  if (menuPath !== pathname) {
    // Navigation closes the menu (adjusting state during render, not in an effect).
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Logo, links and account on one row; the search box beside them on a wide screen, on a row
          of its own below them on a tablet, in the menu on a phone. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-3 xl:grid-cols-[auto_1fr_auto_auto]">
        <Link to="/home" className="text-xl font-extrabold text-brand-700">
          {name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 justify-self-center md:flex">
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} className={navClass}>
              {n.label}
            </NavLink>
          ))}
          <SyllabusMenu />
        </nav>
        <div className="col-span-3 row-start-2 hidden md:block xl:col-span-1 xl:col-start-3 xl:row-start-1 xl:w-56">
          <SearchBox landmark="Site search" label="Search the site" defaultValue={typedEarly?.value} focus={typedEarly?.focused} />
        </div>
        <div className="col-start-3 row-start-1 flex items-center gap-2 justify-self-end xl:col-start-4">
          <NavbarAccount />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span>
          </button>
        </div>
      </div>
      {mobileOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <div className="pt-3">
            <SearchBox landmark="Site search" label="Search the site" />
          </div>
          <ul>
            {MOBILE_NAV.map((n, i) => (
              <li key={n.to} className="menu-item-in" style={{ animationDelay: `${i * 0.1}s` }}>
                <NavLink to={n.to} className={({ isActive }) => `block ${navClass({ isActive })}`}>
                  {n.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
