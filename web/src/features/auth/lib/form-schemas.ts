import * as z from 'zod/mini';
import type { PasswordPolicy } from '../api/types';
import { passwordProblem } from './password-policy';

// The sign-in forms' client-side checks (zod/mini keeps the sign-in pages small). The forms
// show one problem at a time, the first in field order (see components/form/first-error);
// the server checks everything again.

const filled = (message: string) => z.string().check(z.minLength(1, message));
const filledTrimmed = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const LOGIN_FIELDS = ['email', 'password'] as const;

export const loginSchema = z.object({
  email: filledTrimmed('Please enter your e-mail.'),
  password: filled('Please enter your password.'),
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

// Without a policy: every field filled in and the two passwords equal. With the server's
// password policy (fetched when the rest is right): the password must also meet it.
export function signupSchema(policy?: PasswordPolicy) {
  return signupFields.check(
    z.refine((v) => v.password === v.confirm, { message: "Passwords don't match", path: ['confirm'] }),
    z.superRefine((v, ctx) => {
      const problem = policy ? passwordProblem(policy, v.password) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
    }),
  );
}
