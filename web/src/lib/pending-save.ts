// "Save to my library" pressed while signed out (components/SaveToLibraryButton) remembers the
// item in this tab, so it survives the sign-in screens and the redirect sign-in flow; once the
// student is signed in, the app saves it and says so (features/library's PendingSave). A save
// nobody finished within the hour is forgotten. No dependencies: the layout checks it on every
// page.
import type { LibraryKind, LibraryRef } from './library';

const PENDING_KEY = 'pathshala.library.pendingSave';
const PENDING_FOR_MS = 60 * 60_000;
const KINDS: readonly string[] = ['material', 'paper', 'course', 'project', 'job'] satisfies LibraryKind[];

export function rememberPendingSave(ref: LibraryRef) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...ref, at: Date.now() }));
  } catch {
    // storage disabled: the student saves again after signing in
  }
}

// The remembered item, if it is still wanted (null: none, or expired or broken). Only reads:
// forgetPendingSave removes it once it is being saved.
export function peekPendingSave(now = Date.now()): LibraryRef | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<LibraryRef & { at: number }>;
    if (typeof v.kind !== 'string' || !KINDS.includes(v.kind) || typeof v.id !== 'string' || !v.id) return null;
    if (typeof v.at !== 'number' || now - v.at > PENDING_FOR_MS || v.at > now + 60_000) return null;
    return { kind: v.kind as LibraryKind, id: v.id, title: typeof v.title === 'string' ? v.title : '' };
  } catch {
    return null;
  }
}

export function forgetPendingSave() {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing to forget
  }
}
