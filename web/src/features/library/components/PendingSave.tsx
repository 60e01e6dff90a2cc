import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import type { LibraryRef } from '@/lib/library';
import { forgetPendingSave, peekPendingSave } from '@/lib/pending-save';

// The notice and the save itself are a chunk loaded only when there is something to save.
const PendingSaveNotice = lazy(() => import('./PendingSaveNotice').catch(() => ({ default: () => null })));

// The screens a student signs in on: the save waits until they are back on the page they came from.
const AUTH_SCREENS = ['/login', '/signup', '/auth_model', '/forgot-password', '/reset-password', '/verify-email'];

// In the layout, on every page: once a student who pressed "Save to my library" while signed out
// has signed in (lib/pending-save), saves that item and tells them.
export function PendingSave() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const [item, setItem] = useState<LibraryRef | null>(null);
  const ready = auth.status === 'signed-in' && !AUTH_SCREENS.includes(pathname.toLowerCase());
  // Taken while rendering (reading storage is pure); removed from storage once committed, so it
  // is saved once, and a broken or expired one is dropped.
  const waiting = ready && !item ? peekPendingSave() : null;
  if (waiting) setItem(waiting);
  useEffect(() => {
    if (ready) forgetPendingSave();
  }, [ready, item]);
  const done = useCallback(() => setItem(null), []);
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <PendingSaveNotice item={item} onDone={done} />
    </Suspense>
  );
}
