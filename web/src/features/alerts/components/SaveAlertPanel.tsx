import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { ApiError } from '@/lib/api-client';
import { ME_KEY, useAuth } from '@/lib/auth';
import { useCreateAlert } from '../api/create-alert';
import type { AlertFrequency, AlertSearch } from '../api/types';
import { searchInWords } from '../lib/describe';

const box = 'mt-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
const FREQUENCIES: { value: AlertFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

// Signed out: the sign-in screen, which comes back to this page with its search.
function SignInPrompt() {
  const { pathname, search } = useLocation();
  return (
    <div className={box}>
      <p className="text-slate-700">Sign in to get an e-mail when new jobs match this search.</p>
      <Link
        to="/auth_model"
        state={{ from: pathname + search }}
        className="mt-3 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Sign in
      </Link>
    </div>
  );
}

function Saved({ words, frequency }: { words: string; frequency: AlertFrequency }) {
  const message = useRef<HTMLParagraphElement>(null);
  // The form and its button are gone: the keyboard goes on from the message.
  useEffect(() => message.current?.focus(), []);
  return (
    <p ref={message} role="status" tabIndex={-1} className="mt-1 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900 outline-none">
      Alert saved: we&apos;ll e-mail you new jobs for “{words}” {frequency}.{' '}
      <Link to="/profile" className="font-semibold underline">
        Manage alerts in your profile.
      </Link>
    </p>
  );
}

function AlertForm({ uid, search }: { uid: string; search: AlertSearch }) {
  const client = useQueryClient();
  const create = useCreateAlert(uid);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const titleId = useId();
  const words = searchInWords(search);

  if (create.isSuccess) return <Saved words={searchInWords(create.data)} frequency={create.data.frequency} />;

  const save = () => {
    if (create.isPending) return;
    create.mutate(
      { q: search.q, field: search.field, experience: search.experience, frequency },
      {
        onError: (e) => {
          // The session ended meanwhile: the panel asks to sign in again.
          if (e instanceof ApiError && e.status === 401) void client.invalidateQueries({ queryKey: ME_KEY });
        },
      },
    );
  };

  return (
    <form
      aria-labelledby={titleId}
      className={`${box} space-y-3`}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <p id={titleId} className="font-semibold break-words text-slate-800">
        E-mail me new jobs for “{words}”
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">How often</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {FREQUENCIES.map((f) => (
            <label
              key={f.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                name={`${titleId}-frequency`}
                value={f.value}
                checked={frequency === f.value}
                onChange={() => setFrequency(f.value)}
                className="accent-brand-600"
              />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-slate-500">Sent only when new jobs match. Stop it any time from your profile or the e-mail.</p>
      <FormError message={create.isError ? create.error.message : null} />
      <button
        type="submit"
        aria-busy={create.isPending || undefined}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 aria-busy:opacity-60"
      >
        {create.isPending ? 'Saving…' : 'Save alert'}
      </button>
    </form>
  );
}

// The panel "Get alerts for this search" opens (components/JobAlertButton): the alert form for
// a signed-in student, a sign-in prompt for a visitor.
export default function SaveAlertPanel({ search }: { search: AlertSearch }) {
  const auth = useAuth();
  if (auth.status === 'loading')
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading…
      </p>
    );
  if (auth.status === 'signed-out') return <SignInPrompt />;
  return <AlertForm key={auth.user.uid} uid={auth.user.uid} search={search} />;
}
