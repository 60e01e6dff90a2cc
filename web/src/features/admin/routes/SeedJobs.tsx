import { useSeedJobs } from '../api/seed';
import { SeedPanel } from '../components/SeedPanel';

// /seeding_jobs (SPEC: "Developer utility that inserts two sample job records").
export function SeedJobs() {
  const seed = useSeedJobs();
  return (
    <SeedPanel
      title="Seed sample jobs"
      intro="Adds two sample job records to the job portal. Running it again adds nothing twice."
      buttonLabel="Upload sample jobs"
      successText="Jobs uploaded successfully ✅"
      onSeed={() => seed.mutate()}
      pending={seed.isPending}
      result={seed.data}
      error={seed.error}
      links={[{ to: '/Job_portal', label: 'Open the job portal' }]}
    />
  );
}
