import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormError, SelectField, SubmitButton, TextField, firstError } from '@/components/form';
import { passwordPolicyQuery } from '../api/get-password-policy';
import { useSignup } from '../api/signup';
import { AuthCard, OrDivider } from '../components/AuthCard';
import { SocialButton } from '../components/SocialButton';
import { useRememberFrom } from '../hooks/use-remember-from';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { authErrorMessage } from '../lib/error-messages';
import { SIGNUP_FIELDS, signupSchema, type SignupValues } from '../lib/form-schemas';
import { DEFAULT_POLICY, policyHint } from '../lib/password-policy';
import { policyResolver } from '../lib/policy-resolver';
import { forgetRedirect, redirectTarget } from '../lib/redirect';

const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8];
const EMPTY: SignupValues = { name: '', semester: '', email: '', password: '', confirm: '' };

export default function Signup() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null); // the form's one error paragraph
  const resolver = useMemo(() => policyResolver<SignupValues>(client, signupSchema), [client]);
  // Checked on submit only; a problem stays shown until the next submit.
  const form = useForm<SignupValues>({ resolver, defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const invalid = firstError(form.formState.errors, SIGNUP_FIELDS)?.field;
  const policy = useQuery(passwordPolicyQuery); // fetched early, so submitting is instant
  const signup = useSignup();
  const social = useSocialSignIn(setError);
  const checking = form.formState.isSubmitting;
  const busy = checking || signup.isPending || social.pending !== null;
  useRememberFrom();

  const submit = form.handleSubmit(
    (v) => {
      setError(null);
      signup.mutate(
        { name: v.name, semester: Number(v.semester), email: v.email, password: v.password },
        {
          onSuccess: () => {
            const target = redirectTarget(location.state);
            forgetRedirect();
            navigate(target, { replace: true });
          },
          onError: (err) => setError(authErrorMessage(err)),
        },
      );
    },
    (errors) => setError(firstError(errors, SIGNUP_FIELDS)?.message ?? null),
  );

  const field = (name: (typeof SIGNUP_FIELDS)[number]) => ({ id: `signup-${name}`, required: true, invalid: invalid === name, ...form.register(name) });

  return (
    <AuthCard title="Sign Up">
      <form noValidate onSubmit={(e) => (busy ? e.preventDefault() : void submit(e))} className="space-y-4">
        <TextField {...field('name')} label="Name" type="text" autoComplete="name" maxLength={200} />
        <SelectField {...field('semester')} label="Semester">
          <option value="" disabled>
            Select Semester
          </option>
          {SEMESTERS.map((n) => (
            <option key={n} value={String(n)}>
              {n} Semester
            </option>
          ))}
        </SelectField>
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
        <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" hint={policyHint(policy.data ?? DEFAULT_POLICY)} />
        <TextField {...field('confirm')} label="Confirm Password" type="password" autoComplete="new-password" />
        <FormError message={error} />
        <SubmitButton disabled={busy} pending={signup.isPending || checking}>
          Sign Up
        </SubmitButton>
      </form>
      <OrDivider />
      <SocialButton
        provider="google"
        label="Sign Up with Google"
        disabled={busy}
        busy={social.pending === 'google'}
        onClick={() => void social.start('google', 'Google')}
      />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" state={location.state} className="font-semibold text-brand-700 underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
