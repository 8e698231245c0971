import type { ReactNode } from 'react';
import { ROUTES_WITHOUT_FOOTER, type RouteName } from '@insolvency/shared-contracts';
import { PageColumn, ScreenArea } from '../page-column';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

const MAIN_CONTENT_ID = 'main-content';

export interface PageLayoutProps {
  /** The top bar: the app's (its clock, menus and drawer) or, in the server's page, the shared bar it draws. */
  bar: ReactNode;
  /** The notification area, shown under the top bar. */
  notifications?: ReactNode;
  /** The route shown, which decides the footer (none under a printable invoice or certificate). */
  route: RouteName | undefined;
  /** The screen. */
  children: ReactNode;
}

/**
 * The frame around every screen: skip link, top bar, notifications, the screen in <main>, footer.
 * The app's layout draws it (shell/src/layout/app-layout.tsx), and so does the page the server
 * renders (server-render/render-screen.tsx): one markup. Its column follows the window's width by
 * rules, which the server, knowing no width, can write as well.
 */
export function PageLayout({ bar, notifications, route, children }: PageLayoutProps) {
  const showsFooter = !(route && ROUTES_WITHOUT_FOOTER.includes(route));
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {bar}
      <PageColumn>{notifications}</PageColumn>
      <ScreenArea id={MAIN_CONTENT_ID}>{children}</ScreenArea>
      {showsFooter ? <Footer /> : null}
    </div>
  );
}
