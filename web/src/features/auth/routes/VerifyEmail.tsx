import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ME_KEY, useAuth } from '@/lib/auth';
import { verifyEmailOnce } from '../api/verify-email';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../components/Notice';
import { ResendVerification } from '../components/ResendVerification';
import { useLinkToken } from '../hooks/use-link-token';
import { authErrorMessage } from '../lib/error-messages';

type Outcome = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string; retry: boolean };

const linkClass = 'font-semibold text-brand-700 underline';

// Posts the token once (see verifyEmailOnce) and reports the outcome. A verified address
// changes the signed-in user: ask the server again.
function useVerification(token: string) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    verifyEmailOnce(token).then(
      () => {
        if (!live) return;
        setOutcome({ status: 'verified' });
        void client.invalidateQueries({ queryKey: ME_KEY });
      },
      (e: unknown) => live && setOutcome({ status: 'failed', message: authErrorMessage(e), retry: e instanceof ApiError && e.status === 0 }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt, client]);
  const retry = () => {
    setOutcome({ status: 'verifying' });
    setAttempt((n) => n + 1);
  };
  return { outcome, retry };
}

// What a failed link can lead to: a new link for a signed-in student whose address is still
// unverified, else signing in (the server's message says to sign in and ask for a new one).
function AfterFailure() {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-out') {
    return (
      <Link to="/login" className={`mt-4 inline-block ${linkClass}`}>
        Log in
      </Link>
    );
  }
  if (auth.user.emailVerified) return null;
  return <ResendVerification label="Send a new link" className="mt-4" />;
}

function Verification({ token }: { token: string }) {
  const { outcome, retry } = useVerification(token);
  if (outcome.status === 'verifying') return <p role="status">Verifying…</p>;
  if (outcome.status === 'verified') {
    return (
      <Notice>
        <p>Your e-mail address is verified.</p>
        <Link to="/home" className={`mt-2 inline-block ${linkClass}`}>
          Go to the home page
        </Link>
      </Notice>
    );
  }
  return (
    <div>
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        <p>{outcome.message}</p>
        {outcome.retry && (
          <button type="button" onClick={retry} className="mt-2 font-semibold underline">
            Try again
          </button>
        )}
      </div>
      {!outcome.retry && <AfterFailure />}
    </div>
  );
}

// /verify-email?token=…: the page the verification e-mail links to. It works signed in or
// not: the token alone proves the student received the mail.
export default function VerifyEmail() {
  const token = useLinkToken();
  return (
    <AuthCard title="Verify your e-mail">
      {token ? (
        <Verification token={token} />
      ) : (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          This link is incomplete. Open the link from the e-mail again.
        </div>
      )}
    </AuthCard>
  );
}
