// First: zod's CSP-safe config before any schema exists.
import '@/lib/zod-config';
import * as z from 'zod/mini';
import type { PasswordPolicy } from '../api/types';
import { passwordProblem } from './password-policy';

// The sign-in forms' client-side checks (zod/mini keeps the sign-in pages small). The forms
// show one problem at a time, the first in field order (see components/form/first-error);
// the server checks everything again.

const filled = (message: string) => z.string().check(z.minLength(1, message));
const filledTrimmed = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const LOGIN_FIELDS = ['email', 'password', 'code'] as const;

// The sign-in code e-mailed for a throttled account: 6 digits (also the input's pattern).
export const LOGIN_CODE_PATTERN = '[0-9]{6}';
export const LOGIN_CODE_LENGTH = 6;

const loginFields = {
  email: filledTrimmed('Please enter your e-mail.'),
  password: filled('Please enter your password.'),
};

// The code field is on the form only once a code was e-mailed (loginWithCodeSchema); until
// then it is empty and not sent.
export const loginSchema = z.object({ ...loginFields, code: z.string() });

export const loginWithCodeSchema = z.object({
  ...loginFields,
  code: z.string().check(z.trim(), z.regex(new RegExp(`^${LOGIN_CODE_PATTERN}$`), 'Please enter the 6-digit code from the e-mail we sent you.')),
});

export type LoginValues = z.infer<typeof loginSchema>;

export const SIGNUP_FIELDS = ['name', 'semester', 'email', 'password', 'confirm'] as const;

const signupFields = z.object({
  name: filledTrimmed('Please enter your name.'),
  semester: filled('Please select your semester.'),
  email: filledTrimmed('Please enter your e-mail.'),
  password: filled('Please enter a password.'),
  confirm: filled('Please confirm your password.'),
});

export type SignupValues = z.infer<typeof signupFields>;

type NewPassword = { password: string; confirm: string };

// The checks of every form that sets a password (signup, reset, change). Without a policy:
// the two passwords equal. With the server's password policy (fetched when the rest is
// right): the password must also meet it.
function newPasswordChecks(policy?: PasswordPolicy) {
  return [
    z.refine<NewPassword>((v) => v.password === v.confirm, { message: "Passwords don't match", path: ['confirm'] }),
    z.superRefine<NewPassword>((v, ctx) => {
      const problem = policy ? passwordProblem(policy, v.password) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
    }),
  ] as const;
}

export function signupSchema(policy?: PasswordPolicy) {
  return signupFields.check(...newPasswordChecks(policy));
}

// /reset-password: a new password, typed twice.
export const RESET_FIELDS = ['password', 'confirm'] as const;

const resetFields = z.object({
  password: filled('Please enter a new password.'),
  confirm: filled('Please confirm your new password.'),
});

export type ResetValues = z.infer<typeof resetFields>;

export function resetSchema(policy?: PasswordPolicy) {
  return resetFields.check(...newPasswordChecks(policy));
}

// The profile's password form: the current password is asked only when the account has one
// (a social-only account sets its first password).
export type ChangePasswordValues = { current: string; password: string; confirm: string };

export function changePasswordSchema(hasPassword: boolean) {
  const fields = z.object({
    current: hasPassword ? filled('Please enter your current password.') : z.string(),
    password: filled('Please enter a new password.'),
    confirm: filled('Please confirm your new password.'),
  });
  return (policy?: PasswordPolicy) => fields.check(...newPasswordChecks(policy));
}

export const FORGOT_FIELDS = ['email'] as const;

export const forgotSchema = z.object({ email: filledTrimmed('Please enter your e-mail.') });

// The profile's details: a name (at most the server's 100 characters) and a semester.
export const NAME_MAX = 100;

export const detailsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.'), z.maxLength(NAME_MAX, `Please use at most ${NAME_MAX} characters.`)),
  semester: filled('Please select your semester.'),
});

export type DetailsValues = z.infer<typeof detailsSchema>;
