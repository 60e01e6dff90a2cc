import { SeedFirstYear } from '@/features/admin/routes/SeedFirstYear';
import { RequireAdmin } from '@/features/auth/components/RequireAdmin';

// /SeedBlThird: the access gate, then the first-year seeding page (features/admin).
export default function SeedFirstYearPage() {
  return (
    <RequireAdmin>
      <SeedFirstYear />
    </RequireAdmin>
  );
}
