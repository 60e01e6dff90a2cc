import { useState } from 'react';
import { Link } from 'react-router';
import { takePageData } from '@/lib/page-data';
import { usePageHead } from '@/lib/page-head';
import { notFoundMeta, usePageMeta } from '@/lib/page-meta';
import { useSiteName } from '@/lib/site';

// A file or download the server refused to a browser (issue 30): it answers with this app and
// the refusal under "#refusal" in the page data (server/src/pages/refusal_page.*, where the
// words and next steps are written), so the app shows why and what to do next.
type Refusal = { status?: number; title: string; message: string; next: { label: string; href: string }[] };

function isRefusal(value: unknown): value is Refusal {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<Refusal>;
  return typeof r.title === 'string' && typeof r.message === 'string' && Array.isArray(r.next);
}

function takeRefusal(): Refusal | null {
  const taken = takePageData('#refusal')?.value;
  return isRefusal(taken) ? taken : null;
}

// Only site-relative links (the server writes them; nothing else is followed).
const siteRelative = (href: string) => href.startsWith('/') && !href.startsWith('//');

export default function NotFound() {
  const [refusal] = useState(takeRefusal);
  const title = refusal?.title ?? 'Page not found';
  usePageMeta(notFoundMeta(title, useSiteName()));
  // The refusal's status (401, 403, 404…), else 404: nothing is at this path.
  usePageHead(() => ({ status: typeof refusal?.status === 'number' ? refusal.status : 404 }));
  const next = refusal ? refusal.next.filter((n) => typeof n.label === 'string' && typeof n.href === 'string' && siteRelative(n.href)) : [];
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">{refusal?.message ?? 'The page you asked for does not exist or has moved.'}</p>
      {refusal ? (
        next.map((n, i) => (
          <Link
            key={n.href}
            to={n.href}
            className={
              i === 0
                ? 'mt-6 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white'
                : 'mt-6 ml-3 inline-block px-5 py-3 font-semibold text-brand-700 underline'
            }
          >
            {n.label}
          </Link>
        ))
      ) : (
        <Link to="/home" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
          Go to the home page
        </Link>
      )}
    </section>
  );
}
