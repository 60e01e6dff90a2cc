import { RequireAdmin } from '@/features/auth/components/RequireAdmin';

// /admin: the access gate; the panel itself (content management) is a separate issue.
export default function Admin() {
  return (
    <RequireAdmin>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-2xl font-bold sm:text-3xl">Admin panel</h1>
        <p className="mt-3 text-slate-600">Content management for jobs, projects, premium courses and materials is coming soon.</p>
      </section>
    </RequireAdmin>
  );
}
