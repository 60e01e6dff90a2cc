import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { FormError, SubmitButton, TextField, firstError } from '@/components/form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../components/Notice';
import { authErrorMessage } from '../lib/error-messages';
import { FORGOT_FIELDS, forgotSchema } from '../lib/form-schemas';

// The e-mail typed on /login, passed along by its "Forgot password?" link.
function typedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

// /forgot-password: asks for a reset link. The answer is the same whether or not the e-mail
// has an account, so the page cannot be used to find out who studies here.
export default function ForgotPassword() {
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotSchema), defaultValues: { email: typedEmail(location.state) }, reValidateMode: 'onSubmit' });
  const invalid = firstError(form.formState.errors, FORGOT_FIELDS)?.field;
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit(
    ({ email }) => {
      setError(null);
      request.mutate(email, { onError: (err) => setError(authErrorMessage(err)) });
    },
    (errors) => setError(firstError(errors, FORGOT_FIELDS)?.message ?? null),
  );

  return (
    <AuthCard title="Forgot your password?">
      {request.isSuccess ? (
        <Notice takeFocus>If an account uses this e-mail, we have sent a link to reset its password. Check your inbox.</Notice>
      ) : (
        <form noValidate onSubmit={(e) => (request.isPending ? e.preventDefault() : void submit(e))} className="space-y-4">
          <p className="text-sm text-slate-600">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <TextField id="forgot-email" label="Email" type="email" autoComplete="email" required invalid={invalid === 'email'} {...form.register('email')} />
          <FormError message={error} />
          <SubmitButton disabled={request.isPending} pending={request.isPending}>
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
