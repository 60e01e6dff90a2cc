import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField, firstError } from '@/components/form';
import { useLogin } from '../api/login';
import { AuthCard, OrDivider } from '../components/AuthCard';
import { Notice } from '../components/Notice';
import { SocialButton } from '../components/SocialButton';
import { useRememberFrom } from '../hooks/use-remember-from';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { authErrorMessage, messageForCode } from '../lib/error-messages';
import { LOGIN_FIELDS, loginSchema } from '../lib/form-schemas';
import { afterLogin, forgetRedirect } from '../lib/redirect';

// Why the student was sent here, from navigation state (e.g. after "Sign out everywhere").
const NOTICES: Record<string, string> = {
  'signed-out-everywhere': 'You have been signed out on every device. Log in again to continue.',
};

function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? (NOTICES[notice] ?? null) : null;
}

export default function Login() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The form's one error paragraph: a missing field, the server's answer or a social sign-in
  // problem. A failed redirect sign-in comes back with ?authError=<code>.
  const [error, setError] = useState<string | null>(() => {
    const code = params.get('authError');
    return code ? messageForCode(code) : null;
  });
  // Checked on submit only; a problem stays shown until the next submit.
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' }, reValidateMode: 'onSubmit' });
  const invalid = firstError(form.formState.errors, LOGIN_FIELDS)?.field;
  const email = useWatch({ control: form.control, name: 'email' }); // handed to "Forgot password?"
  const notice = noticeOf(location.state);
  const login = useLogin();
  const social = useSocialSignIn(setError);
  const busy = login.isPending || social.pending !== null || form.formState.isSubmitting;
  useRememberFrom();

  const submit = form.handleSubmit(
    (input) => {
      setError(null);
      login.mutate(input, {
        onSuccess: ({ user }) => {
          const target = afterLogin(user, location.state);
          forgetRedirect();
          navigate(target, { replace: true });
        },
        onError: (err) => setError(authErrorMessage(err)),
      });
    },
    (errors) => setError(firstError(errors, LOGIN_FIELDS)?.message ?? null),
  );

  return (
    <AuthCard title="Login Now!">
      {notice && (
        <div className="mb-4">
          <Notice>{notice}</Notice>
        </div>
      )}
      <form
        noValidate
        onSubmit={(e) => (busy ? e.preventDefault() : void submit(e))}
        className="space-y-4"
        aria-describedby={error ? 'login-error' : undefined}
      >
        <TextField id="login-email" label="Email" type="email" autoComplete="email" required invalid={invalid === 'email'} {...form.register('email')} />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          invalid={invalid === 'password'}
          {...form.register('password')}
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" state={{ email: email.trim() }} className="font-medium text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
        <FormError id="login-error" message={error} />
        <SubmitButton disabled={busy} pending={login.isPending}>
          Login
        </SubmitButton>
      </form>
      <OrDivider />
      <SocialButton
        provider="google"
        label="Continue with Google"
        disabled={busy}
        busy={social.pending === 'google'}
        onClick={() => void social.start('google', 'Google')}
      />
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{' '}
        <Link to="/signup" state={location.state} className="font-semibold text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
