import { pathFor } from '@insolvency/shared-contracts';
import { TopBar, TopBarLink, type TopBarProps } from './top-bar';

/**
 * The top bar as a visitor sees it: Help and Login. The app's layout draws it, and the server's
 * page before the app (remote-public's server build) from the same component.
 */
export function VisitorTopBar(props: Omit<TopBarProps, 'navigation'>) {
  return (
    <TopBar
      {...props}
      navigation={
        <>
          <TopBarLink to={pathFor('Help')}>Help</TopBarLink>
          <TopBarLink to={pathFor('Login')} outlined>
            Login
          </TopBarLink>
        </>
      }
    />
  );
}
