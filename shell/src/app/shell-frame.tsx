import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionExpiryRedirect } from '@insolvency/shared-auth';
import { AppLayout } from '../layout';
import { SessionNotifications } from '../notifications/session-notifications';

/**
 * Spec §2: scroll resets to the top on each navigation. A screen that only changes its own
 * query (a filter, a page of a list) says so with the state `{ keepScroll: true }`, and the
 * visitor stays where they were.
 */
function ScrollToTopOnNavigation() {
  const { key, state } = useLocation();
  const keepScroll = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  useLayoutEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which is no effect clean-up.
    if (!keepScroll) window.scrollTo(0, 0);
  }, [key, keepScroll]);
  return null;
}

/** The layout route of the one router. */
export function ShellFrame() {
  return (
    <>
      <ScrollToTopOnNavigation />
      <SessionExpiryRedirect />
      <AppLayout notifications={<SessionNotifications />} />
    </>
  );
}
