import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// What a modal dialog needs from the keyboard (as components/ReportDialog does it): focus moves
// into the dialog when it opens (the dialog itself, so a screen reader reads its title and a
// phone does not pop up its keyboard), Tab and Shift+Tab wrap inside it, and Escape closes it.
// The opener gives focus back to its own button on close.
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return { ref, onKeyDown };
}
