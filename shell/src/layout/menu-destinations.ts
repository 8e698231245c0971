import { ROLES } from '@insolvency/shared-contracts';
import type { Role } from '@insolvency/shared-contracts';
import { ACCOUNT_NAVIGATION_ITEMS, roleNavigationItems } from '@insolvency/shared-ui/screens';
import type { RoleNavigationItem } from '@insolvency/shared-ui/screens';

/** A titled group of links in the account menu and the side drawer. */
export interface MenuGroup {
  title: string;
  items: readonly RoleNavigationItem[];
}

export { showsHelp } from '@insolvency/shared-ui';

export function menuGroupsFor(role: Role): MenuGroup[] {
  return [
    { title: 'Your account', items: ACCOUNT_NAVIGATION_ITEMS },
    { title: role === ROLES.admin ? 'Administration' : role, items: roleNavigationItems(role) },
  ];
}
