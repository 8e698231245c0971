import { lazy, Suspense, useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { selectRemoteStatuses, useSession, type RootState } from '@insolvency/shared-auth';
import { AccountName, SignedInTopBar, useIsMobileLayout, VisitorTopBar } from '@insolvency/shared-ui';
import { firstScreenDrawn } from '../delivery/first-screen';
import { Clock } from './clock';
import { useIdle } from './use-idle';

// Menus need antd's Dropdown and Drawer; a visitor on a desktop never downloads them.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
const NavigationDrawer = lazy(() => import('./navigation-drawer').then((module) => ({ default: module.NavigationDrawer })));
// The seller's count of interest not viewed: asked for once, when a seller reaches the first screen.
const SellerInterestLink = lazy(() => import('./seller-notification-count'));

const ACCOUNT_MENU_IDLE_TIMEOUT_MS = 3_000;
const SCREEN_DRAWING_MS = 1_000;
/**
 * True until the page's first screen is drawn (its code and first data may not even be asked for
 * yet: a deep link's remotes load after the layout), while a remote's routes are on their way (just
 * after a login, the role's remotes, which its home waits for), while a request of the API slice
 * is on its way, or when its answer came so lately that the screen may still be drawing it.
 */
const screenLoading = (state: RootState, now: number) =>
  !firstScreenDrawn() ||
  selectRemoteStatuses(state).some((remote) => remote.status === 'loading') ||
  Object.values(state.api.queries).some((query) => query?.status === 'pending' || now - (query?.fulfilledTimeStamp ?? 0) < SCREEN_DRAWING_MS);

/**
 * The top bar: product name, live clock, Help, and Login (a visitor's bar, which the page before the
 * app draws too) or the account menu; a drawer below 960 px.
 */
export function AppBar() {
  const session = useSession();
  const isMobile = useIsMobileLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [drawerWanted, setDrawerWanted] = useState(false);
  // The account menu's code (antd's Dropdown, ~40 KB) waits until the page's own screen is
  // shown, or a pointer comes near it: on a deep link, or just after logging in (the role's
  // remotes and home load then), it is not what the user is waiting for. Idle is not enough:
  // the page is idle while the screen's first data is on its way, and the menu's code then
  // ran just as the rows were drawn (on a slow phone that takes up to half a second).
  const [accountMenuHovered, setAccountMenuHovered] = useState(false);
  const store = useStore<RootState>();
  const screenBusy = useCallback(() => screenLoading(store.getState(), Date.now()), [store]);
  const accountMenuWanted = useIdle(ACCOUNT_MENU_IDLE_TIMEOUT_MS, session.role ?? '', screenBusy) || accountMenuHovered;
  const accountName = <AccountName name={session.name} />;

  const bar = {
    layout: isMobile ? 'mobile' : 'desktop',
    onOpenMenu: () => {
      setDrawerWanted(true);
      setDrawerOpen(true);
    },
    menuOpen: drawerOpen,
    status: (
      <>
        <Clock compact={isMobile} />
        {session.role === ROLES.seller ? (
          <Suspense fallback={null}>
            <SellerInterestLink />
          </Suspense>
        ) : null}
      </>
    ),
  } as const;

  return (
    <>
      {session.isAuthenticated && session.role ? (
        <SignedInTopBar
          {...bar}
          role={session.role}
          account={
            accountMenuWanted ? (
              <Suspense fallback={accountName}>
                <AccountMenu role={session.role} name={session.name} />
              </Suspense>
            ) : (
              <span onPointerEnter={() => setAccountMenuHovered(true)}>{accountName}</span>
            )
          }
        />
      ) : (
        <VisitorTopBar {...bar} />
      )}
      {isMobile ? (
        <Suspense fallback={null}>
          {drawerWanted ? <NavigationDrawer session={session} open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
