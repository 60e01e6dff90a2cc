import { useEffect } from 'react';

// Brings the element a link asked for (?page=N: a page, or the buyers' box) into view and moves
// the keyboard and screen reader there, once it is drawn. A task later, because the layout
// scrolls every new path to its top in its own effect, which runs after the page's.
export function useScrollToTarget(targetId: string | null) {
  useEffect(() => {
    if (!targetId) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(targetId);
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      target.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [targetId]);
}
