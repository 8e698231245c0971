import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ROUTES_WITHOUT_FOOTER } from '@insolvency/shared-contracts';
import { routeForPathname } from '@insolvency/shared-auth';
import { pageColumnStyle, screenAreaStyle, useIsMobileLayout } from '@insolvency/shared-ui';
import { AppBar } from './app-bar';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

const MAIN_CONTENT_ID = 'main-content';

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
      <div style={pageColumnStyle(isMobile)}>{notifications}</div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ ...screenAreaStyle(isMobile), outline: 'none' }}>
        <Outlet />
      </main>
      {showsFooter ? <Footer /> : null}
    </div>
  );
}
