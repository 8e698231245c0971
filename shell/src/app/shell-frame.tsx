import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionExpiryRedirect } from '@insolvency/shared-auth';
import { AppLayout } from '../layout';
import { SessionNotifications } from '../notifications/session-notifications';

/** Spec §2: scroll resets to the top on each navigation. */
function ScrollToTopOnNavigation() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which is no effect clean-up.
    window.scrollTo(0, 0);
  }, [key]);
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
