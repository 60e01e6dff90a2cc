import { Link } from 'react-router';
import { FormError, primaryButtonClass } from '@/components/form';
import type { SeedResult } from '../api/types';
import { AdminToolsNav } from './AdminToolsNav';

type Props = {
  title: string;
  intro: string;
  buttonLabel: string;
  successText: string; // the SPEC's words, shown as they are
  onSeed: () => void;
  pending: boolean;
  result: SeedResult | undefined;
  error: Error | null;
  links: { to: string; label: string }[]; // where the seeded records show
};

// A seeding page: one button that asks the server to insert sample records. Seeding is
// idempotent on the server, so the counts say what was added and what was there already.
export function SeedPanel({ title, intro, buttonLabel, successText, onSeed, pending, result, error, links }: Props) {
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <AdminToolsNav />
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </div>
      <button type="button" onClick={onSeed} disabled={pending} aria-busy={pending || undefined} className={`${primaryButtonClass} sm:w-auto`}>
        {buttonLabel}
      </button>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status">
        {pending && <p className="text-slate-600">Seeding…</p>}
        {!pending && result && (
          <div className="space-y-1 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
            <p className="font-semibold">{successText}</p>
            <p>
              {result.inserted} added, {result.skipped} already there.
            </p>
            <p className="flex flex-wrap gap-x-4">
              {links.map((l) => (
                <Link key={l.to} to={l.to} className="font-semibold text-brand-700 underline">
                  {l.label}
                </Link>
              ))}
            </p>
          </div>
        )}
      </div>
      {!pending && <FormError message={error ? error.message : null} />}
    </section>
  );
}
