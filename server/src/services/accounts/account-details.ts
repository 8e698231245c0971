import type { ServiceContext } from '../context';
import { eq } from 'drizzle-orm';
import type { AccountDetailsResponse } from '@insolvency/shared-contracts';
import { userAddresses, users } from '../../db/schema/users';
import { AppError } from '../../errors';

export const ACCOUNT_NOT_FOUND = 'Account not found';

/** GET /api/allauth/account-details: the caller's personal details and address. */
export async function getAccountDetails({ db }: ServiceContext, userId: number): Promise<AccountDetailsResponse> {
  const [row] = await db
    .select({ user: users, address: userAddresses })
    .from(users)
    .leftJoin(userAddresses, eq(userAddresses.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(404, ACCOUNT_NOT_FOUND);
  const { user, address } = row;
  return {
    myAccountDetails: {
      titleId: user.titleId,
      forenames: user.forenames,
      surname: user.surname,
      emailAddress1: user.email1,
      emailAddress2: user.email2,
      company: user.company,
      position: user.position,
      flagged: user.flagged,
      customPriceRate: user.customPriceRate,
    },
    accountAddress: {
      addressLine1: address?.addressLine1 ?? '',
      addressLine2: address?.addressLine2 ?? null,
      addressLine3: address?.addressLine3 ?? null,
      townCity: address?.townCity ?? '',
      county: address?.county ?? null,
      postcode: address?.postcode ?? '',
      countryCode: address?.countryCode ?? '',
      telephone: address?.telephone ?? '',
      mobile: address?.mobile ?? null,
    },
  };
}
