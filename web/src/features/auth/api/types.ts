// Shapes of the accounts API (docs/auth-api.md).
export type ProviderId = 'google' | 'facebook' | 'microsoft';

export type User = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  name: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  isAnonymous: boolean;
  tenantId: string | null;
  providerData: {
    providerId: 'password' | 'google.com' | 'facebook.com' | 'microsoft.com';
    uid: string;
    email: string | null;
    displayName: string | null;
    photoURL: string | null;
  }[];
  metadata: { creationTime: string; lastSignInTime: string };
  role: 'user' | 'admin';
  semester: number | null;
  purchasedCourses: string[];
};

// Signup and login answers: the user and the CSRF token of the new session.
export type SignedIn = { user: User; csrfToken: string };

export type Provider = { id: ProviderId; name: string; configured: boolean };

export type PasswordPolicy = {
  customStrengthOptions: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseCharacter?: boolean;
    containsUppercaseCharacter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
  allowedNonAlphanumericCharacters?: string[];
  enforcementState: 'OFF' | 'ENFORCE';
  forceUpgradeOnSignin: boolean;
  schemaVersion: number;
};
