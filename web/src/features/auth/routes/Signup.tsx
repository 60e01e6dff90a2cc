import { useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { passwordPolicyQuery } from '../api/get-password-policy';
import { useSignup } from '../api/signup';
import type { PasswordPolicy } from '../api/types';
import { AuthCard, OrDivider, inputClass, labelClass, primaryButtonClass } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { SocialButton } from '../components/SocialButton';
import { useRememberFrom } from '../hooks/use-remember-from';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { authErrorMessage } from '../lib/error-messages';
import { DEFAULT_POLICY, UNSUPPORTED_POLICY, passwordProblem, policyHint } from '../lib/password-policy';
import { forgetRedirect, redirectTarget } from '../lib/redirect';

const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8];

type Field = 'name' | 'semester' | 'email' | 'password' | 'confirm';
const REQUIRED: [Field, string][] = [
  ['name', 'Please enter your name.'],
  ['semester', 'Please select your semester.'],
  ['email', 'Please enter your e-mail.'],
  ['password', 'Please enter a password.'],
  ['confirm', 'Please confirm your password.'],
];

export default function Signup() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', semester: '', email: '', password: '', confirm: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const policy = useQuery(passwordPolicyQuery); // fetched early, so submitting is instant
  const signup = useSignup();
  const social = useSocialSignIn(setError);
  const busy = checking || signup.isPending || social.pending !== null;
  useRememberFrom();

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function refuse(field: Field | null, message: string) {
    setInvalid(field);
    setError(message);
    if (field) refs.current[field]?.focus();
  }

  // The server's policy, or the default one when it cannot be fetched (the server checks
  // again anyway); null when the policy is in a format we must refuse.
  async function loadPolicy(): Promise<PasswordPolicy | null> {
    try {
      return await client.fetchQuery(passwordPolicyQuery);
    } catch (e) {
      if ((e as { code?: unknown }).code === UNSUPPORTED_POLICY) {
        refuse(null, authErrorMessage(e));
        return null;
      }
      return DEFAULT_POLICY;
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const v = { ...values, name: values.name.trim(), email: values.email.trim() };
    const missing = REQUIRED.find(([f]) => !v[f]);
    if (missing) return refuse(missing[0], missing[1]);
    if (v.password !== v.confirm) return refuse('confirm', "Passwords don't match");
    setChecking(true);
    const rules = await loadPolicy();
    setChecking(false);
    if (!rules) return;
    const problem = passwordProblem(rules, v.password);
    if (problem) return refuse('password', problem);
    setInvalid(null);
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
  }

  const field = (f: Field) => ({
    id: `signup-${f}`,
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      refs.current[f] = el;
    },
    value: values[f],
    onChange: set(f),
    required: true,
    'aria-invalid': invalid === f || undefined,
    className: inputClass,
  });

  return (
    <AuthCard title="Sign Up">
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div>
          <label htmlFor="signup-name" className={labelClass}>
            Name
          </label>
          <input {...field('name')} type="text" autoComplete="name" maxLength={200} />
        </div>
        <div>
          <label htmlFor="signup-semester" className={labelClass}>
            Semester
          </label>
          <select {...field('semester')}>
            <option value="" disabled>
              Select Semester
            </option>
            {SEMESTERS.map((n) => (
              <option key={n} value={String(n)}>
                {n} Semester
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="signup-email" className={labelClass}>
            Email
          </label>
          <input {...field('email')} type="email" autoComplete="email" />
        </div>
        <div>
          <label htmlFor="signup-password" className={labelClass}>
            Password
          </label>
          <input {...field('password')} type="password" autoComplete="new-password" aria-describedby="signup-password-hint" />
          <p id="signup-password-hint" className="mt-1 text-xs text-slate-500">
            {policyHint(policy.data ?? DEFAULT_POLICY)}
          </p>
        </div>
        <div>
          <label htmlFor="signup-confirm" className={labelClass}>
            Confirm Password
          </label>
          <input {...field('confirm')} type="password" autoComplete="new-password" />
        </div>
        <FormError message={error} />
        <button type="submit" disabled={busy} aria-busy={signup.isPending || checking || undefined} className={primaryButtonClass}>
          Sign Up
        </button>
      </form>
      <OrDivider />
      <SocialButton provider="google" label="Sign Up with Google" disabled={busy} busy={social.pending === 'google'} onClick={() => void social.start('google', 'Google')} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" state={location.state} className="font-semibold text-brand-700 underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
