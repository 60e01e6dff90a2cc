import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField, firstError } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { passwordPolicyQuery } from '../api/get-password-policy';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../components/Notice';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { useLinkToken } from '../hooks/use-link-token';
import { authErrorMessage } from '../lib/error-messages';
import { RESET_FIELDS, resetSchema, type ResetValues } from '../lib/form-schemas';
import { DEFAULT_POLICY, policyHint } from '../lib/password-policy';
import { policyResolver } from '../lib/policy-resolver';

const linkClass = 'font-semibold text-brand-700 underline';

function NewLinkNeeded({ message, takeFocus = false }: { message: string; takeFocus?: boolean }) {
  const ref = useFocusOnMount<HTMLDivElement>(takeFocus);
  return (
    <div ref={ref} role="alert" tabIndex={takeFocus ? -1 : undefined} className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p>{message}</p>
      <Link to="/forgot-password" className={`mt-2 inline-block ${linkClass}`}>
        Ask for a new link
      </Link>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const resolver = useMemo(() => policyResolver<ResetValues>(client, resetSchema), [client]);
  const form = useForm<ResetValues>({ resolver, defaultValues: { password: '', confirm: '' }, reValidateMode: 'onSubmit' });
  const invalid = firstError(form.formState.errors, RESET_FIELDS)?.field;
  const policy = useQuery(passwordPolicyQuery); // fetched early, so submitting is instant
  const reset = useResetPassword();
  const busy = form.formState.isSubmitting || reset.isPending;

  const submit = form.handleSubmit(
    ({ password }) => {
      setError(null);
      reset.mutate(
        { token, password },
        {
          onError: (err) => {
            if (err instanceof ApiError && err.code === 'invalid-token') setExpired(authErrorMessage(err));
            else setError(authErrorMessage(err));
          },
        },
      );
    },
    (errors) => setError(firstError(errors, RESET_FIELDS)?.message ?? null),
  );

  if (reset.isSuccess) {
    return (
      <Notice takeFocus>
        <p>Your password has been changed. Log in with your new password.</p>
        <Link to="/login" className={`mt-2 inline-block ${linkClass}`}>
          Log in
        </Link>
      </Notice>
    );
  }
  if (expired) return <NewLinkNeeded message={expired} takeFocus />;

  const field = (name: (typeof RESET_FIELDS)[number]) => ({ id: `reset-${name}`, required: true, invalid: invalid === name, ...form.register(name) });
  return (
    <form noValidate onSubmit={(e) => (busy ? e.preventDefault() : void submit(e))} className="space-y-4">
      <TextField {...field('password')} label="New password" type="password" autoComplete="new-password" hint={policyHint(policy.data ?? DEFAULT_POLICY)} />
      <TextField {...field('confirm')} label="Confirm new password" type="password" autoComplete="new-password" />
      <FormError message={error} />
      <SubmitButton disabled={busy} pending={busy}>
        Change password
      </SubmitButton>
    </form>
  );
}

// /reset-password?token=…: the page the reset e-mail links to. A successful reset signs the
// account out everywhere; the student then logs in with the new password.
export default function ResetPassword() {
  const token = useLinkToken();
  return (
    <AuthCard title="Choose a new password">
      {token ? <ResetForm token={token} /> : <NewLinkNeeded message="This link is incomplete. Open the link from the e-mail again, or ask for a new one." />}
    </AuthCard>
  );
}
