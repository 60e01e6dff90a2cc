import { useEffect, useRef } from 'react';

// For a message that replaces the form the student was in (its button had the focus): move
// the focus to the message, so keyboard and screen-reader users continue from there instead
// of from the top of the page. Give the element tabIndex={-1}.
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
