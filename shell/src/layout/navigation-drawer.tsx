import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import type { Session } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Drawer } from '@insolvency/shared-ui/navigation';
import { menuGroupsFor, showsHelp } from './menu-destinations';
import { useLogoutToHome } from './use-logout-to-home';
import { COUNTED_ROUTE, MenuCount, useSellerNotificationCount } from './seller-notification-count';
import { MailServiceLink, useMailServiceDashboardUrl } from './mail-service-link';

export interface NavigationDrawerProps {
  session: Session;
  open: boolean;
  onClose: () => void;
}

/** The mobile menu (below 960 px): what the desktop bar and account menu offer, plus Logout. */
export function NavigationDrawer({ session, open, onClose }: NavigationDrawerProps) {
  const { token } = theme.useToken();
  const logoutToHome = useLogoutToHome();
  const count = useSellerNotificationCount();
  const mailServiceUrl = useMailServiceDashboardUrl();
  const linkStyle = { display: 'block', padding: `${token.paddingXS}px 0`, fontSize: token.fontSizeLG };
  const listStyle = { listStyle: 'none', margin: 0, padding: 0 };
  const groupTitleStyle = { margin: `${token.marginMD}px 0 ${token.marginXXS}px`, fontSize: token.fontSizeSM, color: token.colorTextSecondary, textTransform: 'uppercase' as const, letterSpacing: 0.5 };

  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title="Menu">
      <nav aria-label="Main menu">
        {session.isAuthenticated && session.role ? (
          menuGroupsFor(session.role).map((group) => (
            <section key={group.title}>
              <h2 style={groupTitleStyle}>{group.title}</h2>
              <ul style={listStyle}>
                {group.items.map((item) => (
                  <li key={item.route}>
                    <Link to={pathFor(item.route)} onClick={onClose} style={linkStyle}>
                      {item.label}
                      {item.route === COUNTED_ROUTE ? <MenuCount count={count} /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <ul style={listStyle}>
            <li>
              <Link to={pathFor('Login')} onClick={onClose} style={linkStyle}>
                Login
              </Link>
            </li>
            <li>
              <Link to={pathFor('RegisterDirectory')} onClick={onClose} style={linkStyle}>
                Register
              </Link>
            </li>
          </ul>
        )}
        {mailServiceUrl ? (
          <ul style={listStyle}>
            <li>
              <MailServiceLink url={mailServiceUrl} style={linkStyle} />
            </li>
          </ul>
        ) : null}
        {showsHelp(session.role) ? (
          <ul style={{ ...listStyle, marginTop: token.marginMD }}>
            <li>
              <Link to={pathFor('Help')} onClick={onClose} style={linkStyle}>
                Help
              </Link>
            </li>
          </ul>
        ) : null}
        {session.isAuthenticated ? (
          <Button
            block
            style={{ marginTop: token.marginLG }}
            onClick={() => {
              onClose();
              void logoutToHome();
            }}
          >
            Logout
          </Button>
        ) : null}
      </nav>
    </Drawer>
  );
}
