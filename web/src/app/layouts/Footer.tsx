import { Link } from 'react-router';
import { useSiteName } from '@/lib/site';
import { YEARS } from '@/lib/years';
import { LEGAL_LINKS, SOCIAL_LINKS } from '@/lib/site-config';

function Column({ title, links }: { title: string; links: { label: string; href: string; file?: boolean }[] }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            {l.file ? (
              <a href={l.href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                {l.label}
              </a>
            ) : (
              <Link to={l.href} className="hover:text-white">
                {l.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const name = useSiteName();
  return (
    <footer className="bg-slate-900 px-4 py-10 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 md:grid-cols-4">
        <Column title="Syllabus" links={YEARS.map((y) => ({ label: `${y.label} Year`, href: y.routes.syllabusPdf, file: true }))} />
        <Column title="Quantum" links={YEARS.map((y) => ({ label: `${y.label} Year`, href: y.routes.quantum }))} />
        <Column title="Previous year paper" links={YEARS.map((y) => ({ label: `${y.label} Year`, href: y.routes.pyq }))} />
        <Column title="Important Topics" links={YEARS.map((y) => ({ label: `${y.label} Year`, href: y.routes.importantTopics }))} />
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-col gap-4 border-t border-slate-700 pt-6 text-sm md:flex-row md:items-center md:justify-between">
        <ul className="flex flex-wrap gap-4">
          {LEGAL_LINKS.map((l) => (
            <li key={l.href}>
              <a href={l.href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        {SOCIAL_LINKS.length > 0 && (
          <ul aria-label="Social links" className="flex gap-4">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p>
          © {new Date().getFullYear()} {name}
        </p>
      </div>
    </footer>
  );
}
