/** Role claim values carried in the access token (`role`). */
export const ROLES = {
  buyer: 'Interested Party',
  seller: 'Insolvency Practitioner',
  admin: 'Admin',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly Role[] = [ROLES.buyer, ROLES.seller, ROLES.admin];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ALL_ROLES as readonly string[]).includes(value);
}

/** Areas of the product; each is one remote. */
export type Area = 'public' | 'buyer' | 'seller' | 'admin';
