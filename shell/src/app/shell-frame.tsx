import { SessionExpiryRedirect } from '@insolvency/shared-auth';
import { AppLayout } from '../layout';
import { SessionNotifications } from '../notifications/session-notifications';
import { ScrollToTopOnNavigation } from './scroll-to-top-on-navigation';

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
