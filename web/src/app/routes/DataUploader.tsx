import { DataUploader } from '@/features/admin/routes/DataUploader';
import { RequireAdmin } from '@/features/auth/components/RequireAdmin';

// /dataa: the access gate, then the data uploader (bulk import, features/admin).
export default function DataUploaderPage() {
  return (
    <RequireAdmin>
      <DataUploader />
    </RequireAdmin>
  );
}
