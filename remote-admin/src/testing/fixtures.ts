import type { AdminUser, AdminUserDetail } from '@insolvency/shared-contracts';

/** A row of admin/users (a seller unless told otherwise). */
export const adminUser = (userId: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  userId,
  role: 'Insolvency Practitioner',
  forenames: 'Ian',
  surname: `Seller ${userId}`,
  emailAddress1: `ian${userId}@example.com`,
  emailAddress2: null,
  company: 'Recovery LLP',
  position: 'Director',
  capacityId: 1,
  lastLoginDate: '2026-03-01T10:00:00.000Z',
  previousLoginDate: null,
  loginCount: 3,
  createdDate: '2026-01-01T10:00:00.000Z',
  flagged: false,
  lockedOutUntil: null,
  lockoutReason: null,
  email1DisableReason: null,
  email1DisableDateTime: null,
  email2DisableReason: null,
  email2DisableDateTime: null,
  customPriceRate: null,
  emailConfirmed: true,
  ...overrides,
});

/** GET admin/user's answer for a seller (`overrides` on the user). */
export const adminUserDetail = (userId: number, overrides: Partial<AdminUserDetail['userDetails']> = {}, lockedOutUntil: string | null = null): AdminUserDetail => ({
  userDetails: { ...adminUser(userId, { lockedOutUntil }), priceRate: 345, businessExpressedInterests: [], businessPosting: [], postEmailSends: [], ...overrides },
  addressDetails: {
    addressLine1: '2 High Street',
    addressLine2: null,
    addressLine3: null,
    townCity: 'Leeds',
    county: null,
    postcode: 'LS1 1AA',
    countryCode: 'GB',
    telephone: '0113 000 0000',
    mobile: null,
  },
  miscPreferences: null,
  lockedOutUntil,
  emailConfirmed: overrides.emailConfirmed ?? true,
});
