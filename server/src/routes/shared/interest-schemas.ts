import { z } from 'zod';
import { ALERT_FREQUENCIES, type InterestDetail, type MailPreferences, type PostPage, type WatchlistEntry } from '@insolvency/shared-contracts';
import { accountAddressSchema } from '../allauth/account-details';
import { expressionResponseSchema, postResponseSchema } from '../unauth/home-schemas';

/** The contracts of the interest area as schemas, for the OpenAPI document. */
export const postPageSchema = z.object({
  posts: z.array(postResponseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<PostPage>;

export const expressionSchema = expressionResponseSchema;

export const watchlistEntrySchema = z.object({ savedDate: z.string(), post: postResponseSchema }) satisfies z.ZodType<WatchlistEntry>;

export const mailPreferencesSchema = z.object({
  alertFrequency: z.enum(ALERT_FREQUENCIES),
  matchAlerts: z.boolean(),
  watchlistReminders: z.boolean(),
}) satisfies z.ZodType<MailPreferences>;

export const interestDetailSchema = z.object({
  interest: z.object({
    expressionId: z.number(),
    businessId: z.number(),
    business: z.object({ reference: z.string(), activityHeading: z.string() }),
    profile: z.string(),
    visibleToInsolvency: z.boolean(),
    viewedByInsolvency: z.boolean(),
    connectedParty: z.boolean().nullable(),
    createdDate: z.string(),
  }),
  interestedUserDetails: z.object({
    forenames: z.string(),
    surname: z.string(),
    company: z.string(),
    position: z.string(),
    emailAddress1: z.string(),
    emailAddress2: z.string().nullable(),
  }),
  addressDetails: accountAddressSchema.nullable(),
}) satisfies z.ZodType<InterestDetail>;

const ids = z.array(z.number().int());
export const locationSizePreferencesSchema = z.object({ locations: ids, employees: ids, turnover: ids });
export const categoryPreferencesSchema = z.object({ categories: ids });
export const assetPreferencesSchema = z.object({ keyAssets: ids });
export const keywordPreferencesSchema = z.object({ keywords: z.string() });
