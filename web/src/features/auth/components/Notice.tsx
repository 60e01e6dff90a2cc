import type { ReactNode } from 'react';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

// A success or information message, read out by screen readers when it appears. takeFocus:
// it replaces the form the student was in (see useFocusOnMount).
export function Notice({ children, takeFocus = false }: { children: ReactNode; takeFocus?: boolean }) {
  const ref = useFocusOnMount<HTMLDivElement>(takeFocus);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={takeFocus ? -1 : undefined}
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 focus:outline-none"
    >
      {children}
    </div>
  );
}
