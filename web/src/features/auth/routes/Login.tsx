import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../api/login';
import { AuthCard, OrDivider, inputClass, labelClass, primaryButtonClass } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { SocialButton } from '../components/SocialButton';
import { useRememberFrom } from '../hooks/use-remember-from';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { authErrorMessage, messageForCode } from '../lib/error-messages';
import { afterLogin, forgetRedirect } from '../lib/redirect';

export default function Login() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A failed redirect sign-in comes back with ?authError=<code>.
  const [error, setError] = useState<string | null>(() => {
    const code = params.get('authError');
    return code ? messageForCode(code) : null;
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<'email' | 'password' | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();
  const social = useSocialSignIn(setError);
  const busy = login.isPending || social.pending !== null;
  useRememberFrom();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const missing = !email.trim() ? 'email' : !password ? 'password' : null;
    if (missing) {
      setInvalid(missing);
      setError(missing === 'email' ? 'Please enter your e-mail.' : 'Please enter your password.');
      (missing === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setInvalid(null);
    setError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          const target = afterLogin(user, location.state);
          forgetRedirect();
          navigate(target, { replace: true });
        },
        onError: (err) => setError(authErrorMessage(err)),
      },
    );
  }

  return (
    <AuthCard title="Login Now!">
      <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={error ? 'login-error' : undefined}>
        <div>
          <label htmlFor="login-email" className={labelClass}>
            Email
          </label>
          <input
            ref={emailRef}
            id="login-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invalid === 'email' || undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="login-password" className={labelClass}>
            Password
          </label>
          <input
            ref={passwordRef}
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={invalid === 'password' || undefined}
            className={inputClass}
          />
        </div>
        <FormError id="login-error" message={error} />
        <button type="submit" disabled={busy} aria-busy={login.isPending || undefined} className={primaryButtonClass}>
          Login
        </button>
      </form>
      <OrDivider />
      <SocialButton provider="google" label="Continue with Google" disabled={busy} busy={social.pending === 'google'} onClick={() => void social.start('google', 'Google')} />
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{' '}
        <Link to="/signup" state={location.state} className="font-semibold text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
