import type { AccountAddress, AccountDetailsResponse } from '@insolvency/shared-contracts';
import { z } from 'zod';
import { getAccountDetails } from '../../services/accounts/account-details';
import { currentUser } from '../../plugins/auth';
import { guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

/** An account's address (also in admin/user and the interest detail). */
export const accountAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  townCity: z.string(),
  county: z.string().nullable(),
  postcode: z.string(),
  countryCode: z.string(),
  telephone: z.string(),
  mobile: z.string().nullable(),
}) satisfies z.ZodType<AccountAddress>;

const accountDetailsResponseSchema = z.object({
  myAccountDetails: z.object({
    titleId: z.number().nullable(),
    forenames: z.string(),
    surname: z.string(),
    emailAddress1: z.string(),
    emailAddress2: z.string().nullable(),
    company: z.string(),
    position: z.string(),
    flagged: z.boolean(),
    customPriceRate: z.number().nullable(),
  }),
  accountAddress: accountAddressSchema,
}) satisfies z.ZodType<AccountDetailsResponse>;

/** GET /api/allauth/account-details (any logged-in user). */
const accountDetailsRoutes: ApiRoutes = async (app) => {
  app.get(
    '/account-details',
    { schema: { summary: 'The signed-in user\'s account details', tags: ['account'], response: { 200: accountDetailsResponseSchema, ...guardedErrors } } },
    async (request) => getAccountDetails(app.ctx, currentUser(request).id),
  );
};

export default accountDetailsRoutes;
