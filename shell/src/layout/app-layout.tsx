import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { routeForPathname } from '@insolvency/shared-auth';
import { PageLayout } from '@insolvency/shared-ui';
import { AppBar } from './app-bar';

export interface AppLayoutProps {
  /** The notification area (fed by the notification calls), shown under the top bar. */
  notifications?: ReactNode;
}

/** The frame around every route (shared-ui's PageLayout, which the server's page draws too), with the app's bar. */
export function AppLayout({ notifications }: AppLayoutProps) {
  const { pathname } = useLocation();
  return (
    <PageLayout bar={<AppBar />} notifications={notifications} route={routeForPathname(pathname)?.route}>
      <Outlet />
    </PageLayout>
  );
}
