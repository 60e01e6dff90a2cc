import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { ResendVerification } from './ResendVerification';

// Asks a signed-in student whose e-mail is unverified to open the link we sent, with a way
// to get a new one. Dismissing hides it until the next page load (it is not remembered). Not
// shown on /verify-email, which is busy verifying.
export function VerifyEmailBanner() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || auth.status !== 'signed-in' || auth.user.emailVerified || pathname === '/verify-email') return null;
  return (
    <section aria-label="E-mail verification" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p className="text-sm">Please verify your e-mail address: we sent you a link.</p>
        <ResendVerification />
        <button type="button" onClick={() => setDismissed(true)} aria-label="Dismiss" className="ml-auto rounded-lg p-1.5 text-amber-900 hover:bg-amber-100">
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </section>
  );
}
