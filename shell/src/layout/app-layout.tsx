import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ROUTES_WITHOUT_FOOTER } from '@insolvency/shared-contracts';
import { routeForPathname } from '@insolvency/shared-auth';
import { useIsMobileLayout } from '@insolvency/shared-ui';
import { AppBar } from './app-bar';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

const MAIN_CONTENT_ID = 'main-content';
const CONTENT_MAX_WIDTH = 1200;

export interface AppLayoutProps {
  /** The notification area (fed by the notification calls), shown under the top bar. */
  notifications?: ReactNode;
}

/** The frame around every route: skip link, top bar, notifications, the screen, footer. */
export function AppLayout({ notifications }: AppLayoutProps) {
  const { pathname } = useLocation();
  const isMobile = useIsMobileLayout();
  const route = routeForPathname(pathname)?.route;
  const showsFooter = !(route && ROUTES_WITHOUT_FOOTER.includes(route));

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppBar />
      {notifications}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{
          flex: 1,
          width: '100%',
          maxWidth: CONTENT_MAX_WIDTH,
          margin: '0 auto',
          padding: isMobile ? '16px 12px' : '24px',
          boxSizing: 'border-box',
          outline: 'none',
        }}
      >
        <Outlet />
      </main>
      {showsFooter ? <Footer /> : null}
    </div>
  );
}
