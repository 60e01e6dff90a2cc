import type { QueryClient } from '@tanstack/react-query';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { passwordPolicyQuery } from '../api/get-password-policy';
import type { PasswordPolicy } from '../api/types';
import { authErrorMessage } from './error-messages';
import { DEFAULT_POLICY, UNSUPPORTED_POLICY } from './password-policy';

// The server's policy, or the default one when it cannot be fetched (the server checks
// again anyway); a message when the policy is in a format we must refuse.
export async function loadPolicy(client: QueryClient): Promise<PasswordPolicy | { refused: string }> {
  try {
    return await client.fetchQuery(passwordPolicyQuery);
  } catch (e) {
    if ((e as { code?: unknown }).code === UNSUPPORTED_POLICY) return { refused: authErrorMessage(e) };
    return DEFAULT_POLICY;
  }
}

// The resolver of a form that sets a password (signup, reset, change): checks the fields
// first; only when they are right does it get the password policy (usually already fetched)
// and check the password against it. A refused policy format is a form-level (root) error.
export function policyResolver<T extends FieldValues>(client: QueryClient, schemaFor: (policy?: PasswordPolicy) => z.ZodMiniType<T, T>): Resolver<T> {
  const fields = zodResolver(schemaFor()) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const checked = await fields(values, context, options);
    if (Object.keys(checked.errors).length > 0) return checked;
    const policy = await loadPolicy(client);
    if ('refused' in policy) return { values: {}, errors: { root: { type: UNSUPPORTED_POLICY, message: policy.refused } } as FieldErrors<T> };
    return (zodResolver(schemaFor(policy)) as unknown as Resolver<T>)(values, context, options);
  };
}
