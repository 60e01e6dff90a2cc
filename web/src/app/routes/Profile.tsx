import { JobAlertsSection } from '@/features/alerts/components/JobAlertsSection';
import { YearDigestSection } from '@/features/alerts/components/YearDigestSection';
import ProfilePage from '@/features/auth/routes/Profile';

// /profile: the auth feature's profile page with the student's job alerts and weekly year mail
// from the alerts feature (the digest mails link here to manage them).
export default function Profile() {
  return <ProfilePage jobAlerts={<JobAlertsSection />} yearDigest={<YearDigestSection />} />;
}
