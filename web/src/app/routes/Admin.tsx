import { AdminPanel } from '@/features/admin/routes/AdminPanel';
import { RequireAdmin } from '@/features/auth/components/RequireAdmin';

// /admin: the access gate, then the admin panel (features/admin).
export default function Admin() {
  return (
    <RequireAdmin>
      <AdminPanel />
    </RequireAdmin>
  );
}
