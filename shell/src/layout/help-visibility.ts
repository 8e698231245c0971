import { ROLES } from '@insolvency/shared-contracts';
import type { Role } from '@insolvency/shared-contracts';

/**
 * Help is hidden for Admin (spec section 1). Apart from the menus (menu-destinations.ts) because
 * the app bar, on every visitor's page, needs only this and not the logged-in menus' data.
 */
export function showsHelp(role: Role | null): boolean {
  return role !== ROLES.admin;
}
