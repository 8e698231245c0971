import { z } from 'zod';
import { ALERT_FREQUENCIES, BUYER_MESSAGES, UNSUBSCRIBE_KINDS, INBOX_PAGE_MAX, INBOX_PAGE_SIZE_MAX, INBOX_SORTS, POSTS_BY_FIELDS, INVALID_FIELD_NAME_MESSAGE } from '../interest';
import { KEYWORDS_MAX_LENGTH } from '../registration';
import { freeText, idList, idParam, requiredFreeText, requiredIdList } from './fields';
import { boundedCount } from './posts';

/** Longest profile text sent with an expression of interest. */
export const EXPRESSION_TEXT_MAX_LENGTH = 4000;

/**
 * `POST buyer/express-interest?id {ExpressInterestText}` (the spec's payload): 'Message is required'
 * when empty. `ConnectedParty` is ours and optional: an expression without it is stored as not
 * declared (null), so a client written to the spec can express interest.
 */
export const expressInterestRequestSchema = z.object({
  // requiredFreeText('Message') answers 'Message is required' (BUYER_MESSAGES.messageRequired).
  ExpressInterestText: requiredFreeText('Message', EXPRESSION_TEXT_MAX_LENGTH),
  ConnectedParty: z
    .boolean({ error: BUYER_MESSAGES.connectedPartyRequired })
    .nullish()
    .transform((declared) => declared ?? null),
});
export type ExpressInterestRequest = z.input<typeof expressInterestRequestSchema>;

/** The buyer's form asks the connected-party question and wants an answer, yes or no. */
export const expressInterestFormSchema = expressInterestRequestSchema.extend({
  ConnectedParty: z.boolean({ error: BUYER_MESSAGES.connectedPartyRequired }),
});

/** `PUT buyer/location-size-preferences {Turnovers[], Employees[], Locations[]}`: none may be empty (spec §5). */
export const locationSizePreferencesRequestSchema = z.object({
  Locations: requiredIdList(BUYER_MESSAGES.emptyFields),
  Turnovers: requiredIdList(BUYER_MESSAGES.emptyFields),
  Employees: requiredIdList(BUYER_MESSAGES.emptyFields),
});
export type LocationSizePreferencesRequest = z.input<typeof locationSizePreferencesRequestSchema>;

/** `PUT buyer/category-preferences {Categories[]}` (may be empty: categories are optional). */
export const categoryPreferencesRequestSchema = z.object({ Categories: idList });
export type CategoryPreferencesRequest = z.input<typeof categoryPreferencesRequestSchema>;

/** `PUT buyer/asset-preferences {KeyAssets[]}` (may be empty). */
export const assetPreferencesRequestSchema = z.object({ KeyAssets: idList });
export type AssetPreferencesRequest = z.input<typeof assetPreferencesRequestSchema>;

/** `PUT buyer/keywords {Keywords}`: at most 1000 characters (spec §5), empty clears them. */
export const keywordPreferencesRequestSchema = z.object({
  Keywords: freeText('Keywords', KEYWORDS_MAX_LENGTH)
    .nullish()
    .transform((value) => (value ?? '').trim()),
});
export type KeywordPreferencesRequest = z.input<typeof keywordPreferencesRequestSchema>;

const SORT_KEYS = INBOX_SORTS.map((sort) => sort.key) as [(typeof INBOX_SORTS)[number]['key'], ...(typeof INBOX_SORTS)[number]['key'][]];

/** Paging and order of the buyer's post lists: `?page=&pageSize=&sort=&direction=`, each optional. */
export const postPageQuerySchema = z.object({
  page: boundedCount(`Page must be a whole number from 1 to ${INBOX_PAGE_MAX}`, INBOX_PAGE_MAX).optional(),
  pageSize: boundedCount(`Page size must be a whole number from 1 to ${INBOX_PAGE_SIZE_MAX}`, INBOX_PAGE_SIZE_MAX).optional(),
  sort: z.enum(SORT_KEYS, { error: `Sort must be one of ${SORT_KEYS.join(', ')}` }).optional(),
  direction: z.enum(['asc', 'desc'], { error: 'Direction must be asc or desc' }).optional(),
});
export type PostPageQuery = z.input<typeof postPageQuerySchema>;

/** `GET buyer/posts-by-{field}?id`: the field from the path, one of four; 'Invalid Field Name' otherwise. */
export const postsByFieldParamsSchema = z.object({
  field: z.enum(POSTS_BY_FIELDS, { error: INVALID_FIELD_NAME_MESSAGE }),
});
export const postsByFieldQuerySchema = postPageQuerySchema.extend({ id: idParam('Unknown id') });

/** `?id=` of an expression of interest (seller calls). */
export const expressionIdQuerySchema = z.object({ id: idParam('Unknown expression of interest') });

/** `PUT buyer/mail-preferences {AlertFrequency, MatchAlerts, WatchlistReminders}`. */
export const mailPreferencesRequestSchema = z.object({
  AlertFrequency: z.enum(ALERT_FREQUENCIES, { error: `Alert frequency must be one of ${ALERT_FREQUENCIES.join(', ')}` }),
  MatchAlerts: z.boolean({ error: 'Match alerts must be true or false' }),
  WatchlistReminders: z.boolean({ error: 'Watchlist reminders must be true or false' }),
});
export type MailPreferencesRequest = z.input<typeof mailPreferencesRequestSchema>;

/** `?u=&k=&sig=` of a mail's unsubscribe link (`unauth/unsubscribe`): `k` is the kind of mail it turns off. */
export const unsubscribeQuerySchema = z.object({
  u: idParam('This unsubscribe link is not valid.'),
  // Absent in the links of the first match alerts, sent before there was more than one kind.
  k: z.enum(UNSUBSCRIBE_KINDS, { error: 'This unsubscribe link is not valid.' }).optional(),
  // The saved search a `search` link removes.
  s: idParam('This unsubscribe link is not valid.').optional(),
  sig: z.string({ error: 'This unsubscribe link is not valid.' }).max(100, 'This unsubscribe link is not valid.'),
});
