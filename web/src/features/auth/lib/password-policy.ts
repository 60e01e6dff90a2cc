import type { PasswordPolicy } from '../api/types';
import { AuthClientError } from './auth-error';

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

// Used when the policy cannot be fetched: the server applies the real one anyway.
export const DEFAULT_POLICY: PasswordPolicy = {
  customStrengthOptions: { minPasswordLength: DEFAULT_MIN_PASSWORD_LENGTH },
  allowedNonAlphanumericCharacters: [],
  enforcementState: 'OFF',
  forceUpgradeOnSignin: false,
  schemaVersion: 1,
};

export const UNSUPPORTED_POLICY = 'unsupported-password-policy-schema-version';

// Accepts only the policy format this page understands (schema version 1).
export function parsePolicy(raw: unknown): PasswordPolicy {
  const policy = raw as Partial<PasswordPolicy> | null;
  if (!policy || typeof policy !== 'object' || policy.schemaVersion !== 1) {
    throw new AuthClientError(UNSUPPORTED_POLICY, `Password policy schema version ${String(policy?.schemaVersion)} is not supported.`);
  }
  return {
    ...DEFAULT_POLICY,
    ...policy,
    customStrengthOptions: { ...policy.customStrengthOptions },
  } as PasswordPolicy;
}

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

// What a new password lacks under the policy, as one sentence; null when it is fine. The
// minimum length always applies; the other options only when the policy is enforced.
export function passwordProblem(policy: PasswordPolicy, password: string): string | null {
  const o = policy.customStrengthOptions;
  const min = o.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const chars = [...password]; // code points, as the server counts them
  const short = chars.length < min ? `Password should be at least ${min} characters long` : null;
  const missing: string[] = [];
  if (policy.enforcementState === 'ENFORCE') {
    const allowed = policy.allowedNonAlphanumericCharacters ?? [];
    if (o.maxPasswordLength && chars.length > o.maxPasswordLength) missing.push(`at most ${o.maxPasswordLength} characters`);
    if (o.containsLowercaseCharacter && !chars.some((c) => c >= 'a' && c <= 'z')) missing.push('a lowercase letter');
    if (o.containsUppercaseCharacter && !chars.some((c) => c >= 'A' && c <= 'Z')) missing.push('an uppercase letter');
    if (o.containsNumericCharacter && !chars.some((c) => c >= '0' && c <= '9')) missing.push('a number');
    if (o.containsNonAlphanumericCharacter && !chars.some((c) => allowed.includes(c))) {
      missing.push(allowed.length > 0 ? `a special character (one of ${allowed.join(' ')})` : 'a special character');
    }
  }
  if (short) return missing.length > 0 ? `${short}. It also needs ${joinWords(missing)}.` : short;
  return missing.length > 0 ? `Your password needs ${joinWords(missing)}.` : null;
}

// A one-line description of the rules for the password field.
export function policyHint(policy: PasswordPolicy): string {
  const o = policy.customStrengthOptions;
  const parts: string[] = [];
  if (policy.enforcementState === 'ENFORCE') {
    if (o.containsLowercaseCharacter) parts.push('a lowercase letter');
    if (o.containsUppercaseCharacter) parts.push('an uppercase letter');
    if (o.containsNumericCharacter) parts.push('a number');
    if (o.containsNonAlphanumericCharacter) parts.push('a special character');
  }
  const min = `At least ${o.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH} characters`;
  return parts.length > 0 ? `${min}, with ${joinWords(parts)}.` : `${min}.`;
}
