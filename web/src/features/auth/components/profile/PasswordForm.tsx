import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormError, SubmitButton, TextField } from '@/components/form';
import type { User } from '@/lib/auth';
import { useChangePassword } from '../../api/change-password';
import { passwordPolicyQuery } from '../../api/get-password-policy';
import { Notice } from '../Notice';
import { authErrorMessage } from '../../lib/error-messages';
import { changePasswordSchema, type ChangePasswordValues } from '../../lib/form-schemas';
import { DEFAULT_POLICY, policyHint } from '../../lib/password-policy';
import { policyResolver } from '../../lib/policy-resolver';
import { hasPassword } from '../../lib/sign-in-methods';
import { serverField } from './server-field';

const EMPTY: ChangePasswordValues = { current: '', password: '', confirm: '' };
const FIELDS = ['current', 'password', 'confirm'] as const;
// Where the server's refusals belong.
const FIELD_OF_CODE = { 'wrong-password': 'current', 'password-does-not-meet-requirements': 'password', 'weak-password': 'password' } as const;

// "Password": change it (the current one required), or set a first one for an account that
// signs in only with Google, Facebook or Microsoft. The server signs out the account's other
// sessions; this one stays.
export function PasswordForm({ user }: { user: User }) {
  const client = useQueryClient();
  const withCurrent = hasPassword(user);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const resolver = useMemo(() => policyResolver<ChangePasswordValues>(client, changePasswordSchema(withCurrent)), [client, withCurrent]);
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const policy = useQuery(passwordPolicyQuery); // fetched early, so submitting is instant
  const change = useChangePassword();
  const busy = form.formState.isSubmitting || change.isPending;

  const submit = form.handleSubmit(
    (v) => {
      setError(null);
      setDone(null);
      change.mutate(withCurrent ? { currentPassword: v.current, newPassword: v.password } : { newPassword: v.password }, {
        onSuccess: () => {
          form.reset(EMPTY);
          setDone(withCurrent ? 'Password changed.' : 'Password set. You can now also log in with your e-mail and this password.');
        },
        onError: (err) => {
          const field = serverField(err, FIELDS, FIELD_OF_CODE);
          if (field) form.setError(field, { type: 'server', message: authErrorMessage(err) }, { shouldFocus: true });
          else setError(authErrorMessage(err));
        },
      });
    },
    (errs) => setError(errs.root?.message ?? null),
  );

  return (
    <form noValidate onSubmit={(e) => (busy ? e.preventDefault() : void submit(e))} className="space-y-4">
      {!withCurrent && <p className="text-sm text-slate-600">Your account has no password yet. Set one to also log in with your e-mail address.</p>}
      {withCurrent && (
        <TextField
          id="password-current"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current?.message}
          {...form.register('current')}
        />
      )}
      <TextField
        id="password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={policyHint(policy.data ?? DEFAULT_POLICY)}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <FormError message={error} />
      {done && <Notice>{done}</Notice>}
      <SubmitButton disabled={busy} pending={busy}>
        {withCurrent ? 'Change password' : 'Set password'}
      </SubmitButton>
    </form>
  );
}
