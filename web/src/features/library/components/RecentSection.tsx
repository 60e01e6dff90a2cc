import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth';

// The list is a chunk of its own, loaded only for a signed-in student (the server renders /home
// for visitors, and nothing here touches their page).
const RecentOnHome = lazy(() => import('./RecentOnHome').catch(() => ({ default: () => null })));

// /home's "Recently opened", for a signed-in student with something in it; nothing otherwise.
export function RecentSection() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <RecentOnHome />
    </Suspense>
  );
}
