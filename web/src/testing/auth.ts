import { http, HttpResponse } from 'msw';

// A signed-in user as GET /api/auth/session (its `user`) and /api/auth/me answer it (docs/auth-api.md "User shape").
export function testUser(extra: Record<string, unknown> = {}) {
  return {
    uid: 'u_asha',
    email: 'asha@example.in',
    emailVerified: false,
    displayName: 'Asha Verma',
    name: 'Asha Verma',
    photoURL: null,
    phoneNumber: null,
    isAnonymous: false,
    tenantId: null,
    providerData: [{ providerId: 'password', uid: 'asha@example.in', email: 'asha@example.in', displayName: 'Asha Verma', photoURL: null }],
    passwordSet: true,
    metadata: { creationTime: '2026-11-23T01:02:03Z', lastSignInTime: '2026-11-23T01:02:03Z' },
    role: 'user',
    semester: 3,
    business: null,
    purchasedCourses: [],
    ...extra,
  };
}

// Handler for server.use(): the visitor is signed in as this user.
export function signedInAs(user = testUser()) {
  return http.get('/api/auth/session', () => HttpResponse.json({ user }));
}

// GET /api/auth/password-policy: the default policy (minimum 6, not enforced), changed by extra.
export function passwordPolicy(extra: Record<string, unknown> = {}) {
  return http.get('/api/auth/password-policy', () =>
    HttpResponse.json({
      customStrengthOptions: { minPasswordLength: 6 },
      allowedNonAlphanumericCharacters: [],
      enforcementState: 'OFF',
      forceUpgradeOnSignin: false,
      schemaVersion: 1,
      ...extra,
    }),
  );
}
