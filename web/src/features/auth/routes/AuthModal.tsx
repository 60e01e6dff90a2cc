import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { useAuth } from '@/lib/auth';
import { useSiteName } from '@/lib/site';
import { LEGAL_LINKS } from '@/lib/site-config';
import type { ProviderId } from '../api/types';
import { SocialButton } from '../components/SocialButton';
import { useRememberFrom } from '../hooks/use-remember-from';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { afterLogin } from '../lib/redirect';

const PROVIDERS: { id: ProviderId; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'microsoft', name: 'Microsoft' },
];

const legal = (label: string) => LEGAL_LINKS.find((l) => l.label === label)!.href;

// The sign-in modal screen (header and footer are hidden on this route, see RootLayout). It
// closes — goes to the page the student came from — as soon as they are signed in.
export default function AuthModal() {
  const name = useSiteName();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const social = useSocialSignIn(setError);
  const dialog = useRef<HTMLElement>(null);
  useRememberFrom();

  const user = auth.status === 'signed-in' ? auth.user : null;
  useEffect(() => {
    if (user) navigate(afterLogin(user, location.state), { replace: true });
  }, [user, location.state, navigate]);

  // Escape or the close button: back to the previous page, or home on a direct visit.
  const close = () => (location.key !== 'default' ? navigate(-1) : navigate('/home', { replace: true }));
  const onEscape = useEffectEvent(close);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onEscape();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const busy = social.pending !== null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900/60 px-4 py-8" onClick={(e) => e.target === e.currentTarget && close()}>
      <section
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="auth-title"
        aria-describedby="auth-subtitle"
        tabIndex={-1}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
      >
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <span aria-hidden="true">✕</span>
        </button>
        <h1 id="auth-title" className="pr-8 text-2xl font-bold">
          Welcome to {name}
        </h1>
        <p id="auth-subtitle" className="mt-1 text-slate-600">
          Sign in to access study resources
        </p>
        <div className="mt-6 space-y-3">
          {PROVIDERS.map((p) => (
            <SocialButton
              key={p.id}
              provider={p.id}
              label={`Continue with ${p.name}`}
              disabled={busy}
              busy={social.pending === p.id}
              onClick={() => void social.start(p.id, p.name)}
            />
          ))}
        </div>
        <div className="mt-4">
          <FormError message={error} />
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Link to="/login" state={location.state} className="rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700">
            Sign in with Email
          </Link>
          <Link
            to="/signup"
            state={location.state}
            className="rounded-lg border border-brand-600 px-4 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50"
          >
            Register with Email
          </Link>
        </div>
        <p className="mt-6 text-center text-xs text-slate-500">
          By continuing, you agree to our{' '}
          <a href={legal('Terms of Use')} target="_blank" rel="noopener noreferrer" className="underline">
            Terms
          </a>{' '}
          &amp;{' '}
          <a href={legal('Privacy Policy')} target="_blank" rel="noopener noreferrer" className="underline">
            Privacy
          </a>
          .
        </p>
      </section>
    </main>
  );
}
