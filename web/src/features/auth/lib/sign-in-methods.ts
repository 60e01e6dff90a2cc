import type { User } from '@/lib/auth';

type ProviderData = User['providerData'][number];
export type SignInProviderId = ProviderData['providerId'];
export type IdentityProviderId = Exclude<SignInProviderId, 'password'>;

const NAMES: Record<SignInProviderId, string> = {
  password: 'E-mail and password',
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  'microsoft.com': 'Microsoft',
};

export function methodName(id: SignInProviderId): string {
  return NAMES[id] ?? id;
}

// Whether the account has a password. The server says so in passwordSet; a server from
// before that field is read from providerData, which lists "password" for such accounts.
export function hasPassword(user: User): boolean {
  const set = (user as { passwordSet?: unknown }).passwordSet;
  return typeof set === 'boolean' ? set : user.providerData.some((p) => p.providerId === 'password');
}

export type SignInMethod = { id: SignInProviderId; name: string; email: string | null };

// The ways the user can sign in: e-mail and password first (when set), then each linked
// provider as providerData lists it.
export function signInMethods(user: User): SignInMethod[] {
  const identities = user.providerData.filter((p) => p.providerId !== 'password');
  const methods: SignInMethod[] = hasPassword(user) ? [{ id: 'password', name: methodName('password'), email: user.email || null }] : [];
  return [...methods, ...identities.map((p) => ({ id: p.providerId, name: methodName(p.providerId), email: p.email }))];
}
