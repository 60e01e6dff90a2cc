import { SeedJobs } from '@/features/admin/routes/SeedJobs';
import { RequireAdmin } from '@/features/auth/components/RequireAdmin';

// /seeding_jobs: the access gate, then the sample-jobs seeding page (features/admin).
export default function SeedJobsPage() {
  return (
    <RequireAdmin>
      <SeedJobs />
    </RequireAdmin>
  );
}
