import { withDb, type ServiceContext } from '../context';
import { addError, checkChoices, refuseIfAny, unknownChoice, unknownIds, type FieldErrors } from '../labels/label-choices';
import { eq } from 'drizzle-orm';
import {
  BUYER_FUNCTION_OTHER_DESCRIPTION,
  CAPACITY_CODE_REQUIRING_IP_NAME,
  IP_NAME_REQUIRED_MESSAGE,
  ROLES,
  type BuyerRegistrationRequest,
  type MessageResponse,
  type RegistrationCommonFields,
  type Role,
  type SellerRegistrationRequest,
} from '@insolvency/shared-contracts';
import { REGISTRATION_MESSAGES } from '@insolvency/shared-contracts/schemas';
import type { Database } from '../../db/client';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
} from '../../db/schema/buyer-preferences';
import { buyerFunctions, capacities, categories, employeeBands, keyAssets, locations, titles, turnoverBands } from '../../db/schema/labels';
import { userAddresses, users } from '../../db/schema/users';
import { AppError } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { confirmEmailMail } from '../mail';
import { addressValues, findCountryCode } from './addresses';
import { alreadyRegisteredMessage, isDeliverableAddress, isRegistered } from './email-check';
import { ACCOUNT_THROTTLES, enforceThrottle } from './request-throttle';
import { CONFIRM_EMAIL_TOKEN_DAYS, CONFIRM_EMAIL_TOKEN_TTL_MS, issueUserToken, TOKEN_PURPOSES } from './user-tokens';

export const registeredMessage = (email: string) =>
  `Thank you for registering. We have sent an email to ${email} with a link to confirm your email address: please confirm it before logging in. If it does not arrive within a few minutes, check your spam or junk folder.`;



/** Rules that need the database or go beyond the form's pattern, for both roles. */
async function checkCommon(ctx: ServiceContext, input: RegistrationCommonFields, errors: FieldErrors): Promise<string> {
  if (!isDeliverableAddress(input.Email)) addError(errors, 'Email', REGISTRATION_MESSAGES.emailRejected);
  if (input.Email2 && !isDeliverableAddress(input.Email2)) addError(errors, 'Email2', REGISTRATION_MESSAGES.secondEmailRejected);
  if ((await unknownIds(ctx, titles, titles.id, [input.Title])).length) addError(errors, 'Title', unknownChoice('Title'));
  const countryCode = await findCountryCode(ctx, input.Country);
  if (!countryCode) addError(errors, 'Country', unknownChoice('Country'));
  return countryCode ?? input.Country;
}

async function refuseIfRegistered(ctx: ServiceContext, email: string): Promise<void> {
  if (await isRegistered(ctx, email)) throw new AppError(409, alreadyRegisteredMessage(email));
}

/** A unique violation of the e-mail index: a concurrent registration of the same address won the race. */
function isDuplicateEmail(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'users_email1_lower_idx' || String(message).includes('users_email1_lower_idx'))) return true;
  }
  return false;
}

type NewUser = typeof users.$inferInsert;

/**
 * Stores the account (unconfirmed), its address and whatever `extra` adds (buyer preferences)
 * and a confirmation token in ONE transaction, then mails the confirmation link.
 */
async function createAccount(
  ctx: ServiceContext,
  input: RegistrationCommonFields,
  countryCode: string,
  role: Role,
  fields: Partial<NewUser>,
  extra?: (tx: Database, userId: number) => Promise<void>,
): Promise<MessageResponse> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.Password);
  const email = input.Email.trim();
  let created: { userId: number; token: string; forenames: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role,
          email1: email,
          email2: input.Email2,
          passwordHash,
          titleId: input.Title,
          forenames: input.Forenames,
          surname: input.Surname,
          position: input.Position,
          company: input.CompanyName,
          emailConfirmed: false,
          createdAt: now,
          ...fields,
        })
        .returning({ id: users.id, forenames: users.forenames });
      await tx.insert(userAddresses).values({ userId: user.id, ...addressValues(input, countryCode) });
      if (extra) await extra(tx, user.id);
      const token = await issueUserToken(withDb(ctx, tx), user.id, TOKEN_PURPOSES.confirmEmail, CONFIRM_EMAIL_TOKEN_TTL_MS);
      return { userId: user.id, token, forenames: user.forenames };
    });
  } catch (error) {
    if (isDuplicateEmail(error)) throw new AppError(409, alreadyRegisteredMessage(email));
    throw error;
  }
  await sendConfirmationMail(ctx, { email, ...created });
  return { message: registeredMessage(email) };
}

export async function sendConfirmationMail(ctx: ServiceContext, who: { email: string; userId: number; token: string; forenames: string }): Promise<void> {
  await ctx.mailer.send({
    to: who.email,
    ...confirmEmailMail(ctx.config, { forenames: who.forenames, userId: who.userId, token: who.token, validDays: CONFIRM_EMAIL_TOKEN_DAYS }),
  });
}

/** POST /api/register-insolvencypractitioner */
export async function registerSeller(ctx: ServiceContext, input: SellerRegistrationRequest, clientAddress: string): Promise<MessageResponse> {
  await enforceThrottle(ctx, ACCOUNT_THROTTLES.registerPerAddress, clientAddress, 'registrations');
  const errors: FieldErrors = {};
  const countryCode = await checkCommon(ctx, input, errors);
  const [capacity] = await ctx.db.select().from(capacities).where(eq(capacities.id, input.CapacityID)).limit(1);
  if (!capacity) addError(errors, 'CapacityID', unknownChoice('Capacity'));
  const needsIpName = capacity?.code === CAPACITY_CODE_REQUIRING_IP_NAME;
  if (needsIpName && !input.IPName) addError(errors, 'IPName', IP_NAME_REQUIRED_MESSAGE);
  refuseIfAny(errors);
  await refuseIfRegistered(ctx, input.Email);
  // IP Name means something only for a seller acting for a named practitioner.
  return createAccount(ctx, input, countryCode, ROLES.seller, { capacityId: input.CapacityID, ipName: needsIpName ? input.IPName : null });
}

/** POST /api/register-interestedparty */
export async function registerBuyer(ctx: ServiceContext, input: BuyerRegistrationRequest, clientAddress: string): Promise<MessageResponse> {
  await enforceThrottle(ctx, ACCOUNT_THROTTLES.registerPerAddress, clientAddress, 'registrations');
  const errors: FieldErrors = {};
  const countryCode = await checkCommon(ctx, input, errors);
  const [fn] = await ctx.db.select().from(buyerFunctions).where(eq(buyerFunctions.id, input.Function)).limit(1);
  if (!fn) addError(errors, 'Function', unknownChoice('Function'));
  const isOther = fn?.description === BUYER_FUNCTION_OTHER_DESCRIPTION;
  if (isOther && !input.FunctionOther) addError(errors, 'FunctionOther', REGISTRATION_MESSAGES.functionOtherRequired);
  const lists = [
    ['Location', 'Location', locations, locations.id, input.Location],
    ['Turnover', 'Turnover band', turnoverBands, turnoverBands.id, input.Turnover],
    ['Employees', 'Employee band', employeeBands, employeeBands.id, input.Employees],
    ['Categories', 'Category', categories, categories.id, input.Categories],
    ['KeyAssets', 'Asset', keyAssets, keyAssets.id, input.KeyAssets],
  ] as const;
  await checkChoices(ctx, lists, errors);
  refuseIfAny(errors);
  await refuseIfRegistered(ctx, input.Email);

  return createAccount(
    ctx,
    input,
    countryCode,
    ROLES.buyer,
    { functionId: input.Function, functionOther: isOther ? input.FunctionOther : null },
    async (tx, userId) => {
      await tx.insert(buyerPreferences).values({ userId, keywords: input.Keywords.trim() });
      // Location, turnover and employee lists are never empty (schema); categories and assets may be.
      await tx.insert(buyerLocationPreferences).values(input.Location.map((locationId) => ({ userId, locationId })));
      await tx.insert(buyerTurnoverPreferences).values(input.Turnover.map((turnoverId) => ({ userId, turnoverId })));
      await tx.insert(buyerEmployeePreferences).values(input.Employees.map((employeesId) => ({ userId, employeesId })));
      if (input.Categories.length) await tx.insert(buyerCategoryPreferences).values(input.Categories.map((categoryId) => ({ userId, categoryId })));
      if (input.KeyAssets.length) await tx.insert(buyerAssetPreferences).values(input.KeyAssets.map((assetId) => ({ userId, assetId })));
    },
  );
}
