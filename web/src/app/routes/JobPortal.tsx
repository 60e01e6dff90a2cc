import { JobAlertButton } from '@/features/alerts/components/JobAlertButton';
import JobPortalPage from '@/features/jobs/routes/JobPortal';

// The page's first data is the portal's (lib/lazy-page, app/first-page).
export { prefetch } from '@/features/jobs/routes/JobPortal';

// /Job_portal: the jobs feature's portal with "Get alerts for this search" from the alerts
// feature (features never import each other, so the app puts them together).
export default function JobPortal() {
  return <JobPortalPage alerts={(search) => <JobAlertButton search={search} />} />;
}
