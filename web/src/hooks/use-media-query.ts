import { useCallback, useSyncExternalStore } from 'react';

// Whether a CSS media query matches now, kept current as the window is resized or rotated.
// For markup that differs by screen size (a list of cards on a phone, a table on a wide
// screen), where hiding one of two copies with CSS would leave both in the page for tests and
// for find-in-page. Without matchMedia (an old browser) nothing matches.
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

// Below Tailwind's `md` breakpoint (48rem): a phone, or a small tablet held upright. The
// query is written as "narrow" so that where matchMedia is missing, the wide layout shows.
export const NARROW_SCREEN = '(width < 48rem)';
