import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField, firstError } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useRequestLoginCode } from '../api/request-login-code';
import { AuthCard, OrDivider } from '../components/AuthCard';
import { Notice } from '../components/Notice';
import { SocialButton } from '../components/SocialButton';
import { useRememberFrom } from '../hooks/use-remember-from';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { authErrorMessage, messageForCode } from '../lib/error-messages';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_PATTERN, LOGIN_FIELDS, loginSchema, loginWithCodeSchema } from '../lib/form-schemas';
import { afterLogin, forgetRedirect } from '../lib/redirect';

// Why the student was sent here, from navigation state (e.g. after "Sign out everywhere").
const NOTICES: Record<string, string> = {
  'signed-out-everywhere': 'You have been signed out on every device. Log in again to continue.',
};

function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? (NOTICES[notice] ?? null) : null;
}

const CODE_SENT = 'If an account uses this e-mail, we have sent it a 6-digit code. It works for 15 minutes.';

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
  // Too many failed sign-ins to the account (429 account-throttled): the owner may ask for a
  // sign-in code by e-mail and log in with it and the password. Once a code was sent, the
  // form has a "Sign-in code" field, required, and sends the code with the password.
  const [throttled, setThrottled] = useState(false);
  const [codesSent, setCodesSent] = useState(0);
  const withCode = codesSent > 0;
  // Checked on submit only; a problem stays shown until the next submit.
  const form = useForm({
    resolver: zodResolver(withCode ? loginWithCodeSchema : loginSchema),
    defaultValues: { email: '', password: '', code: '' },
    reValidateMode: 'onSubmit',
  });
  const invalid = firstError(form.formState.errors, LOGIN_FIELDS)?.field;
  const email = useWatch({ control: form.control, name: 'email' }); // handed to "Forgot password?"
  const notice = noticeOf(location.state);
  const login = useLogin();
  const requestCode = useRequestLoginCode();
  const social = useSocialSignIn(setError);
  const busy = login.isPending || requestCode.isPending || social.pending !== null || form.formState.isSubmitting;
  useRememberFrom();

  // Each code sent moves the focus to the (emptied) code field, which the status describes.
  useEffect(() => {
    if (codesSent > 0) form.setFocus('code');
  }, [codesSent, form]);

  const submit = form.handleSubmit(
    ({ code, ...credentials }) => {
      setError(null);
      login.mutate(withCode ? { ...credentials, code } : credentials, {
        onSuccess: ({ user }) => {
          const target = afterLogin(user, location.state);
          forgetRedirect();
          navigate(target, { replace: true });
        },
        onError: (err) => {
          const message = authErrorMessage(err);
          const why = err instanceof ApiError ? err.code : null;
          if (why === 'account-throttled') setThrottled(true);
          // A wrong or expired code: the focus goes back to it (the paragraph says why).
          if (why === 'invalid-code' && withCode) form.setError('code', { type: 'server', message }, { shouldFocus: true });
          setError(message);
        },
      });
    },
    (errors) => setError(firstError(errors, LOGIN_FIELDS)?.message ?? null),
  );

  // E-mails a sign-in code to the address in the form (checked as on submit).
  async function sendCode() {
    if (busy) return;
    if (!(await form.trigger('email', { shouldFocus: true }))) {
      setError(form.getFieldState('email').error?.message ?? null);
      return;
    }
    setError(null);
    requestCode.mutate(form.getValues('email').trim(), {
      onSuccess: () => {
        form.setValue('code', '');
        form.clearErrors('code');
        setCodesSent((n) => n + 1);
      },
      onError: (err) => setError(authErrorMessage(err)),
    });
  }

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
        {throttled && (
          <div className="space-y-3">
            <button
              type="button"
              onClick={() => void sendCode()}
              disabled={busy}
              aria-busy={requestCode.isPending || undefined}
              className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              E-mail me a sign-in code
            </button>
            {/* In the page from the moment the button is, so screen readers announce the text. */}
            <p id="login-code-status" role="status" className="text-sm text-slate-700">
              {withCode ? CODE_SENT : ''}
            </p>
            {withCode && (
              <TextField
                id="login-code"
                label="Sign-in code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern={LOGIN_CODE_PATTERN}
                maxLength={LOGIN_CODE_LENGTH}
                required
                aria-describedby="login-code-status"
                invalid={invalid === 'code'}
                {...form.register('code')}
              />
            )}
          </div>
        )}
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
