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
  const sideSpace = isMobile ? 12 : 24;
  // The notifications and the screen share one column: the messages start where the screen's heading does.
  const column = { width: '100%', maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto', paddingInline: sideSpace, boxSizing: 'border-box' } as const;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppBar />
      <div style={column}>{notifications}</div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ ...column, flex: 1, paddingBlock: isMobile ? 16 : 24, outline: 'none' }}>
        <Outlet />
      </main>
      {showsFooter ? <Footer /> : null}
    </div>
  );
}
