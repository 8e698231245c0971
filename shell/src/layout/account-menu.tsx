import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import type { Role } from '@insolvency/shared-contracts';
import { Button } from '@insolvency/shared-ui/base';
import { Dropdown } from '@insolvency/shared-ui/navigation';
import type { MenuProps } from '@insolvency/shared-ui/navigation';
import { DownOutlined, UserOutlined } from '@insolvency/shared-ui/icons';
import { palette } from '@insolvency/shared-ui';
import { menuGroupsFor } from './menu-destinations';
import { useLogoutToHome } from './use-logout-to-home';
import { COUNTED_ROUTE, MenuCount, useSellerNotificationCount } from './seller-notification-count';
import { MailServiceLink, useMailServiceDashboardUrl } from './mail-service-link';

export interface AccountMenuProps {
  role: Role;
  name: string | null;
}

/** Desktop account menu: account links, the role's own menu, Logout. Loaded only when logged in. */
export function AccountMenu({ role, name }: AccountMenuProps) {
  const logoutToHome = useLogoutToHome();
  const count = useSellerNotificationCount();
  const mailServiceUrl = useMailServiceDashboardUrl();
  const groups = menuGroupsFor(role);
  // The mail delivery service ends the role's own group (only an Admin has one configured).
  const external = mailServiceUrl ? [{ key: 'mail-service', label: <MailServiceLink url={mailServiceUrl} /> }] : [];
  const items: MenuProps['items'] = [
    ...groups.flatMap((group, index) => [
      ...(index > 0 ? [{ type: 'divider' as const }] : []),
      {
        type: 'group' as const,
        label: group.title,
        children: [
          ...group.items.map((item) => ({
            key: item.route,
            label: (
              <Link to={pathFor(item.route)}>
                {item.label}
                {item.route === COUNTED_ROUTE ? <MenuCount count={count} /> : null}
              </Link>
            ),
          })),
          ...(index === groups.length - 1 ? external : []),
        ],
      },
    ]),
    { type: 'divider' as const },
    { key: 'logout', label: 'Logout', onClick: () => void logoutToHome() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={`${name ?? 'Account'}, account menu`}
        icon={<UserOutlined />}
        style={{ color: palette.onNavy }}
      >
        {name ?? 'Account'} <DownOutlined aria-hidden style={{ fontSize: 11 }} />
      </Button>
    </Dropdown>
  );
}
