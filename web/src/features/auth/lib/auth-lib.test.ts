import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { PasswordPolicy } from '../api/types';
import { authErrorMessage } from './error-messages';
import { DEFAULT_POLICY, parsePolicy, passwordProblem } from './password-policy';
import { REDIRECT_KEY, afterLogin, redirectTarget, safeAppPath } from './redirect';

describe('redirect after sign-in', () => {
  it('accepts site-relative paths of known pages, with their query', () => {
    expect(safeAppPath('/pyq/First-year?x=1')).toBe('/pyq/First-year?x=1');
    expect(safeAppPath('/project/abc')).toBe('/project/abc');
    expect(safeAppPath('/profile')).toBe('/profile');
    expect(safeAppPath({ pathname: '/quantum', search: '?a=b' })).toBe('/quantum?a=b');
  });

  it('refuses sign-in screens (and the pages of e-mailed links), unknown pages and anything leaving the site', () => {
    for (const bad of [
      '/login',
      '/SIGNUP',
      '/auth_model?x=1',
      '/forgot-password',
      '/reset-password?token=abc',
      '/verify-email',
      '/nope',
      '//evil.example/home',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example/home',
      '/home/../login',
      '',
      42,
      null,
    ]) {
      expect(safeAppPath(bad)).toBeNull();
    }
  });

  it('uses navigation state first, then session storage, else /home; admins go to /admin', () => {
    expect(redirectTarget({ from: '/quantum' })).toBe('/quantum');
    expect(redirectTarget(null)).toBe('/home');
    sessionStorage.setItem(REDIRECT_KEY, '/pyq');
    expect(redirectTarget(null)).toBe('/pyq');
    expect(redirectTarget({ from: '/login' })).toBe('/home');
    expect(afterLogin({ role: 'admin' } as never, { from: '/quantum' })).toBe('/admin');
    expect(afterLogin({ role: 'user' } as never, { from: '/quantum' })).toBe('/quantum');
  });
});

describe('password policy', () => {
  const enforce = (options: PasswordPolicy['customStrengthOptions'], allowed: string[] = []): PasswordPolicy => ({
    ...DEFAULT_POLICY,
    enforcementState: 'ENFORCE',
    customStrengthOptions: { minPasswordLength: 6, ...options },
    allowedNonAlphanumericCharacters: allowed,
  });

  it('always checks the minimum length, counting characters not bytes', () => {
    expect(passwordProblem(DEFAULT_POLICY, 'abc')).toBe('Password should be at least 6 characters long');
    expect(passwordProblem(DEFAULT_POLICY, 'अआइईउऊ')).toBeNull();
    expect(passwordProblem({ ...DEFAULT_POLICY, customStrengthOptions: {} }, 'abcde')).toBe('Password should be at least 6 characters long');
  });

  it('checks character classes only when enforced, naming each one missing', () => {
    const options = {
      containsLowercaseCharacter: true,
      containsUppercaseCharacter: true,
      containsNumericCharacter: true,
      containsNonAlphanumericCharacter: true,
    };
    expect(passwordProblem({ ...enforce(options, ['!', '#']), enforcementState: 'OFF' }, 'abcdefg')).toBeNull();
    expect(passwordProblem(enforce(options, ['!', '#']), 'abcdefg')).toBe(
      'Your password needs an uppercase letter, a number and a special character (one of ! #).',
    );
    expect(passwordProblem(enforce(options, ['!']), 'Abcdef1!')).toBeNull();
    expect(passwordProblem(enforce(options, ['!']), 'Abcdef1?')).toBe('Your password needs a special character (one of !).');
    expect(passwordProblem(enforce({ ...options, minPasswordLength: 8 }, ['!']), 'Ab1!')).toBe('Password should be at least 8 characters long');
    expect(passwordProblem(enforce({ containsNumericCharacter: true, minPasswordLength: 8 }), 'abc')).toBe(
      'Password should be at least 8 characters long. It also needs a number.',
    );
    expect(passwordProblem(enforce({ maxPasswordLength: 8 }), 'abcdefghij')).toBe('Your password needs at most 8 characters.');
  });

  it('refuses a policy whose schema version is not 1', () => {
    expect(() => parsePolicy({ ...DEFAULT_POLICY, schemaVersion: 2 })).toThrow(expect.objectContaining({ code: 'unsupported-password-policy-schema-version' }));
    expect(parsePolicy(DEFAULT_POLICY).schemaVersion).toBe(1);
  });
});

describe('error messages', () => {
  it("uses the server's message when it sent one, else words for the code", () => {
    expect(
      authErrorMessage(new ApiError('An account with this e-mail already exists. Log in instead.', 409, 'email-already-in-use', { fromServer: true })),
    ).toBe('An account with this e-mail already exists. Log in instead.');
    expect(authErrorMessage(new ApiError('The server answered 429.', 429, 'too-many-requests', { retryAfter: 90 }))).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
    expect(authErrorMessage(new ApiError('x', 0, 'network-request-failed'))).toMatch(/internet connection/);
    expect(authErrorMessage({ code: 'popup-blocked' })).toMatch(/blocked the sign-in window/);
  });
});
