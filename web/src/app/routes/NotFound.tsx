import { Link } from 'react-router';
import { notFoundMeta, usePageMeta } from '@/lib/page-meta';
import { useSiteName } from '@/lib/site';

export default function NotFound() {
  usePageMeta(notFoundMeta('Page not found', useSiteName()));
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link to="/home" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white">
        Go to the home page
      </Link>
    </section>
  );
}
