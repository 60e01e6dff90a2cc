import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const ITEMS = 'a[href], button:not([disabled])';

// The item the arrow keys, Home and End move the focus to from `current` (-1: none yet).
function step(key: string, current: number, count: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  return null;
}

// A button that opens a small menu: Escape closes it and puts focus back on the button, a
// click outside closes it, opening moves focus to the first item, Tab or the arrow keys (and
// Home, End) move through its links and buttons, tabbing out or navigation closes it.
export function useMenu<B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<B>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    // Navigation closes the menu (adjusting state during render, not in an effect).
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
      const current = items.indexOf(document.activeElement as HTMLElement);
      // Only while the focus is on the button or in the menu.
      if (current < 0 && document.activeElement !== buttonRef.current) return;
      const next = items.length > 0 ? step(e.key, current, items.length) : null;
      if (next === null) return;
      e.preventDefault(); // not the page's scrolling
      items[next].focus();
    };
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onFocus = (e: FocusEvent) => {
      // Tabbing out of the menu closes it.
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, rootRef, buttonRef, menuRef };
}
