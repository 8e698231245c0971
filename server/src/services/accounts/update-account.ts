import { withDb, type ServiceContext } from '../context';
import { screenLater } from '../screening/screening-alerts';
import { countScreenedDetailsSave } from '../screening/screened-details';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_SAVE_FAILED_MESSAGE,
  ACCOUNT_SAVED_MESSAGE,
  ROLES,
  type Role,
  type UpdateAccountRequest,
  type UpdateAddressRequest,
} from '@insolvency/shared-contracts';
import { titles } from '../../db/schema/labels';
import { emailSuppressions } from '../../db/schema/messaging';
import { userAddresses, users } from '../../db/schema/users';
import { AppError } from '../../errors';
import { ACCOUNT_NOT_FOUND } from './account-details';
import { addressValues, findCountryCode } from './addresses';
import { ACCOUNT_THROTTLES, countRequest } from './request-throttle';

export const ACCOUNT_FIELD_MESSAGES = {
  isBuyerMismatch: 'isBuyer does not match your account',
  unknownTitle: 'Title is required',
  secondSameAsPrimary: 'Second Email must be different from your primary email',
  secondOfAnotherAccount: 'Second Email must be an address of your own',
  unknownCountry: 'Please choose a country from the list',
} as const;

/** A refused save: the spec's 'Problem with saving changes', with what was wrong per field. */
export function saveFailed(errors: Record<string, string[]>): AppError {
  return new AppError(400, ACCOUNT_SAVE_FAILED_MESSAGE, { errors });
}

/** The 429 of a Second Email changed too often. */
export const secondEmailChangesThrottledMessage = (waitSeconds: number) => {
  const hours = Math.max(1, Math.ceil(waitSeconds / 3600));
  return `The Second Email can be changed 5 times in 24 hours. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
};

/**
 * A new Second Email is counted (5 changes per account in 24 hours) and refused when it is
 * another account's primary address: sellers see it as the buyer's contact, so nobody may give
 * someone else's login address as their own. (A shared office mailbox may be several people's
 * Second Email.) The count comes first so refusals count too.
 */
async function refuseSecondEmailOfAnotherAccount(ctx: ServiceContext, userId: number, email2: string | null): Promise<void> {
  if (!email2) return;
  const address = email2.toLowerCase();
  const [current] = await ctx.db.select({ email2: users.email2 }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current || address === (current.email2 ?? '').toLowerCase()) return;
  const outcome = await countRequest(ctx, ACCOUNT_THROTTLES.secondEmailChangesPerUser, String(userId));
  if (!outcome.allowed) {
    throw new AppError(429, secondEmailChangesThrottledMessage(outcome.waitSeconds), { headers: { 'retry-after': String(outcome.waitSeconds) } });
  }
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), sql`lower(${users.email1}) = ${address}`))
    .limit(1);
  if (other) throw saveFailed({ EmailAddress2: [ACCOUNT_FIELD_MESSAGES.secondOfAnotherAccount] });
}

/**
 * PATCH allauth/account?isBuyer: the caller's personal details. The flag must agree with the
 * token's role. A changed secondary address starts without the old one's suppression.
 */
export async function updateAccount(ctx: ServiceContext, caller: { id: number; role: Role }, isBuyer: boolean, input: UpdateAccountRequest): Promise<{ message: string }> {
  const { db } = ctx;
  if (isBuyer !== (caller.role === ROLES.buyer)) throw saveFailed({ isBuyer: [ACCOUNT_FIELD_MESSAGES.isBuyerMismatch] });
  const [title] = await db.select({ id: titles.id }).from(titles).where(eq(titles.id, input.TitleId)).limit(1);
  if (!title) throw saveFailed({ TitleId: [ACCOUNT_FIELD_MESSAGES.unknownTitle] });
  await refuseSecondEmailOfAnotherAccount(ctx, caller.id, input.EmailAddress2);

  const screenedChanged = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email1: users.email1, email2: users.email2, forenames: users.forenames, surname: users.surname, company: users.company })
      .from(users)
      .where(eq(users.id, caller.id))
      .for('update')
      .limit(1);
    if (!user) throw new AppError(404, ACCOUNT_NOT_FOUND);
    // A buyer is screened on their name and company: a change of either is counted and screened.
    const screened = isBuyer && (user.forenames !== input.Forenames || user.surname !== input.Surname || user.company !== input.Company);
    if (screened) await countScreenedDetailsSave(withDb(ctx, tx), caller.id, 'name or company');
    const email2 = input.EmailAddress2;
    if (email2 && email2.toLowerCase() === user.email1.toLowerCase()) throw saveFailed({ EmailAddress2: [ACCOUNT_FIELD_MESSAGES.secondSameAsPrimary] });
    const secondChanged = (email2 ?? '').toLowerCase() !== (user.email2 ?? '').toLowerCase();
    await tx
      .update(users)
      .set({
        titleId: input.TitleId,
        forenames: input.Forenames,
        surname: input.Surname,
        company: input.Company,
        position: input.Position,
        email2,
        ...(secondChanged ? { email2DisableReason: null, email2DisableDateTime: null } : {}),
      })
      .where(eq(users.id, caller.id));
    if (secondChanged) await tx.delete(emailSuppressions).where(and(eq(emailSuppressions.userId, caller.id), eq(emailSuppressions.addressSlot, 2)));
    return screened;
  });
  // A buyer's name or company changed: screened again against the UK Sanctions List.
  if (screenedChanged) screenLater(ctx, caller.id, 'details_changed');
  return { message: ACCOUNT_SAVED_MESSAGE };
}

/** PATCH allauth/account-address: the caller's address and phone numbers (created when missing). */
export async function updateAddress(ctx: ServiceContext, userId: number, input: UpdateAddressRequest): Promise<{ message: string }> {
  const { db } = ctx;
  const countryCode = await findCountryCode(ctx, input.CountryCode);
  if (!countryCode) throw saveFailed({ CountryCode: [ACCOUNT_FIELD_MESSAGES.unknownCountry] });
  const values = addressValues(input, countryCode);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(404, ACCOUNT_NOT_FOUND);
  await db.insert(userAddresses).values({ userId, ...values }).onConflictDoUpdate({ target: userAddresses.userId, set: values });
  return { message: ACCOUNT_SAVED_MESSAGE };
}
