// Shapes of the accounts API (docs/auth-api.md), from docs/openapi.yaml. The signed-in user
// (User) is shared code: lib/auth.ts.
import type { ApiSchemas } from '@/lib/api-types';

export type Provider = ApiSchemas['Provider'];
export type ProviderId = Provider['id'];

// Signup and login answers: the user and the CSRF token of the new session.
export type SignedIn = ApiSchemas['SignedIn'];

export type PasswordPolicy = ApiSchemas['PasswordPolicy'];
