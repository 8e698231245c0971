import { ROLES, type Role, type RouteGuard } from '@insolvency/shared-contracts';

/** Role helpers (spec §6). The role comes from the access token's `role` claim. */

/** Interested Party. */
export function isBuyer(role: Role | null | undefined): boolean {
  return role === ROLES.buyer;
}

/** Insolvency Practitioner (only; Admin also opens seller screens: see `canUseSellerArea`). */
export function isSeller(role: Role | null | undefined): boolean {
  return role === ROLES.seller;
}

export function isAdmin(role: Role | null | undefined): boolean {
  return role === ROLES.admin;
}

/** Seller routes admit the Insolvency Practitioner and Admin. */
export function canUseSellerArea(role: Role | null | undefined): boolean {
  return isSeller(role) || isAdmin(role);
}

/** Whether a logged-in user with `role` may open a route with `guard` (anonymous users: see GuardGate). */
export function guardAdmitsRole(guard: RouteGuard, role: Role | null | undefined): boolean {
  switch (guard) {
    case 'public':
      return true;
    case 'login':
      return role !== null && role !== undefined;
    case 'buyer':
      return isBuyer(role);
    case 'seller':
      return canUseSellerArea(role);
    case 'admin':
      return isAdmin(role);
  }
}
