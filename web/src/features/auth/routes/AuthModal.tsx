import { Link } from 'react-router';
import { useSiteName } from '@/features/catalog/api/get-site';

// Placeholder until the accounts issue: the sign-in modal screen's texts, with e-mail and
// social sign-in not yet available.
export default function AuthModal() {
  const name = useSiteName();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900/60 px-4">
      <section role="dialog" aria-modal="true" aria-labelledby="auth-title" className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <h1 id="auth-title" className="text-2xl font-bold">
          Welcome to {name}
        </h1>
        <p className="mt-1 text-slate-600">Sign in to access study resources</p>
        <p className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Accounts are coming soon. Everything on {name} can be browsed without signing in.</p>
        <Link to="/home" className="mt-6 inline-block rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          Back to home
        </Link>
      </section>
    </main>
  );
}
