import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorText } from '@/components/ErrorText';
import { ApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

function ProfileLink() {
  return (
    <Link to="/profile" className="font-semibold underline">
      your profile
    </Link>
  );
}

function Stopped() {
  const message = useRef<HTMLParagraphElement>(null);
  // The button is gone: the keyboard goes on from the message.
  useEffect(() => message.current?.focus(), []);
  return (
    <p ref={message} role="status" tabIndex={-1} className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none">
      This job alert is off. You can turn it on again in <ProfileLink />.
    </p>
  );
}

// /alerts/unsubscribe?token=…, the "Stop this alert" link of a digest mail. It works signed out
// (the token is the authority) and asks first: mail scanners open links, so nothing is turned
// off until the button is pressed. Mail clients' one-click unsubscribe posts to the API directly.
export default function Unsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useUnsubscribe();

  let body;
  if (!token) {
    body = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        This unsubscribe link is not complete. Open it from the e-mail again, or turn the alert off in <ProfileLink />.
      </p>
    );
  } else if (stop.isSuccess) {
    body = <Stopped />;
  } else {
    // A refused token (400 invalid-token) cannot work on a second try; a lost connection can.
    const refused = stop.error instanceof ApiError && stop.error.status === 400;
    body = (
      <div className="space-y-4">
        {!refused && (
          <>
            <p className="text-slate-700">You will get no more e-mails for this alert. Your other job alerts stay as they are.</p>
            <button
              type="button"
              onClick={() => !stop.isPending && stop.mutate(token)}
              aria-busy={stop.isPending || undefined}
              className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 aria-busy:opacity-60"
            >
              {stop.isPending ? 'Stopping…' : 'Stop this alert'}
            </button>
          </>
        )}
        {stop.isError && <ErrorText message={stop.error.message} />}
        <p className="text-sm text-slate-600">
          You can also manage all your job alerts in <ProfileLink />.
        </p>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{stop.isSuccess ? 'Job alert stopped' : 'Stop this job alert?'}</h1>
      {body}
    </section>
  );
}
