import type { ReactNode } from 'react';
import { primaryButtonClass } from './styles';

// The form's submit button: disabled while the form cannot be sent (e.g. a request is under
// way), aria-busy while this form's own request is pending.
export function SubmitButton({ children, disabled = false, pending = false }: { children: ReactNode; disabled?: boolean; pending?: boolean }) {
  return (
    <button type="submit" disabled={disabled} aria-busy={pending || undefined} className={primaryButtonClass}>
      {children}
    </button>
  );
}
