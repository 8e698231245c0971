export { ACCOUNT_NAVIGATION_ITEMS, roleNavigationItems } from './role-navigation';
export type { RoleNavigationItem } from './role-navigation';
