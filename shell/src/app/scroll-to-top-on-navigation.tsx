import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Spec §2: scroll resets to the top on each navigation. Not when a screen only changes its
 * own query: a new entry it marks with the state `{ keepScroll: true }` (a filter, a page of a
 * list), or Back and Forward between two such entries of the same path. The visitor stays
 * where they were, by the list they are reading.
 */
export function ScrollToTopOnNavigation() {
  const { key, pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);
  const keepScroll = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  const samePath = previousPathname.current === pathname;

  useLayoutEffect(() => {
    previousPathname.current = pathname;
    const staysOnScreen = samePath && (keepScroll || navigationType === 'POP');
    // Braces matter: Chromium's scrollTo returns a promise, which is no effect clean-up.
    if (!staysOnScreen) {
      window.scrollTo(0, 0);
    }
    // Once per history entry (`key` changes with each one), with the values of that render.
  }, [key]);
  return null;
}
