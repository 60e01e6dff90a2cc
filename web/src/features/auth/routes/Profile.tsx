import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { BusinessForm } from '../components/profile/BusinessForm';
import { DetailsForm } from '../components/profile/DetailsForm';
import { PasswordForm } from '../components/profile/PasswordForm';
import { ProfileSection } from '../components/profile/ProfileSection';
import { SignInMethods } from '../components/profile/SignInMethods';
import { SignOutEverywhere } from '../components/profile/SignOutEverywhere';

const panel = 'rounded-xl bg-white p-6 text-slate-700 shadow-sm';

// /profile (Profile in the account menu, on every screen size and /dashboaard): the signed-in
// student's details, job alerts, weekly year mail, password, sign-in methods and "sign out
// everywhere". The job alerts and the year mail are features/alerts' sections, passed in by the
// app (features never import each other).
export default function Profile({ jobAlerts, yearDigest }: { jobAlerts?: ReactNode; yearDigest?: ReactNode }) {
  const auth = useAuth();
  let body;
  if (auth.status === 'loading') {
    body = (
      <p role="status" className={panel}>
        Loading your profile...
      </p>
    );
  } else if (auth.status === 'signed-out') {
    body = (
      <p className={panel}>
        Sign in to see your profile.{' '}
        <Link to="/login" state={{ from: '/profile' }} className="font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    );
  } else {
    const { user } = auth;
    body = (
      <div className="space-y-6">
        <ProfileSection id="profile-details" title="Your details">
          <DetailsForm user={user} />
        </ProfileSection>
        <ProfileSection id="profile-business" title="Buying for a business">
          <BusinessForm user={user} />
        </ProfileSection>
        {jobAlerts && (
          <ProfileSection id="profile-alerts" title="Job alerts">
            {jobAlerts}
          </ProfileSection>
        )}
        {yearDigest && (
          <ProfileSection id="profile-year-digest" title="New material for my year">
            {yearDigest}
          </ProfileSection>
        )}
        <ProfileSection id="profile-password" title="Password">
          <PasswordForm user={user} />
        </ProfileSection>
        <ProfileSection id="profile-methods" title="Sign-in methods">
          <SignInMethods user={user} />
        </ProfileSection>
        <ProfileSection id="profile-sign-out" title="Sign out everywhere">
          <SignOutEverywhere />
        </ProfileSection>
      </div>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Your profile</h1>
      {body}
    </section>
  );
}
