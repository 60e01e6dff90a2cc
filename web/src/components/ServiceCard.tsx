import { SafeLink } from './SafeLink';

// A service tile: optional label, title, one line and a "Visit Now" link (home and year pages).
export function ServiceCard({ title, description, href, label }: { title: string; description: string; href: string; label?: string }) {
  return (
    <article className="flex h-full min-h-48 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {label && <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{label}</p>}
      <h3 className="mt-1 text-lg font-semibold">{title}</h3>
      <p className="flex-1 text-sm text-slate-600">{description}</p>
      <SafeLink href={href} className="mt-4 self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white" aria-label={`Visit Now: ${title}`}>
        Visit Now
      </SafeLink>
    </article>
  );
}
