import { z } from 'zod';
import { isWireDate } from '../dates';
import { STATUS_CODE } from '../post-status';
import { HOME_POSTS_PAGE_MAX, HOME_POSTS_PAGE_SIZE_MAX } from '../posts';
import { controlCharacterMessage, idList, idParam, isPlainText, optionalText, requiredEmail, requiredFreeText, requiredId, requiredIdList, requiredText } from './fields';

/** The statuses `GET seller/posts?status=` lists (spec §4); the archive has its own call. */
export const SELLER_LIST_STATUS_CODES = [STATUS_CODE.live, STATUS_CODE.scheduled, STATUS_CODE.draft] as const;
export type SellerListStatusCode = (typeof SELLER_LIST_STATUS_CODES)[number];

/** The spec gives no wording for a bad status; this one names what is accepted. */
export const SELLER_POSTS_STATUS_MESSAGE = 'Status must be 1 (For Sale), 6 (Scheduled) or 7 (Draft).';

const STATUS_TEXTS = SELLER_LIST_STATUS_CODES.map(String) as ['1', '6', '7'];

/**
 * GET seller/posts: `status` arrives as text in the query string and leaves as its code
 * (an enum of texts, so the OpenAPI document lists the accepted values).
 */
export const sellerPostsQuerySchema = z.object({
  status: z.enum(STATUS_TEXTS, { error: SELLER_POSTS_STATUS_MESSAGE }).transform((value) => Number(value) as SellerListStatusCode),
});
export type SellerPostsQuery = z.input<typeof sellerPostsQuerySchema>;

/** A whole number from 1 to `max` arriving as query text; `message` for anything else. */
export function boundedCount(message: string, max: number) {
  return z
    .string({ error: message })
    .max(5, message)
    .regex(/^[0-9]+$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(max, message));
}

/** `GET unauth/homeposts?region=&sector=&page=&pageSize=`: each optional (see `HomePostsFilter`). */
export const homePostsQuerySchema = z.object({
  region: idParam('Unknown region').optional(),
  sector: idParam('Unknown sector').optional(),
  page: boundedCount(`Page must be a whole number from 1 to ${HOME_POSTS_PAGE_MAX}`, HOME_POSTS_PAGE_MAX).optional(),
  pageSize: boundedCount(`Page size must be a whole number from 1 to ${HOME_POSTS_PAGE_SIZE_MAX}`, HOME_POSTS_PAGE_SIZE_MAX).optional(),
});
export type HomePostsQuery = z.input<typeof homePostsQuerySchema>;

/** `?id=` of a post call: a post id. */
export const postIdQuerySchema = z.object({ id: idParam('Unknown post') });

/** Longest description (HTML) a post may carry. */
export const DESCRIPTION_MAX_LENGTH = 50_000;
export const DESCRIPTION_REQUIRED_MESSAGE = 'Description is required';

const description = z
  .string({ error: DESCRIPTION_REQUIRED_MESSAGE })
  .max(DESCRIPTION_MAX_LENGTH, `Description cannot be longer than ${DESCRIPTION_MAX_LENGTH} characters`)
  // A tag ends at the next '<' too: `<[^>]*>` retried from every '<' of a run ('<' × 50 000 took seconds).
  .refine((html) => html.replace(/<[^<>]*>|&nbsp;|\s/g, '').length > 0, DESCRIPTION_REQUIRED_MESSAGE)
  .refine(isPlainText, controlCharacterMessage('Description'));

/** `POST seller/check-description {Description}`. */
export const checkDescriptionRequestSchema = z.object({ Description: description });

/** The new post form's rules (spec §5, New post), on the draft payload's names (spec §3). */
export const draftRequestSchema = z.object({
  Reference: requiredText('Reference', 50),
  ActivityHeading: requiredText('Activity Heading', 150),
  Location: requiredIdList('Please select at least one location'),
  BusinessStatusId: requiredId('Appointment Status'),
  TradingStatusId: requiredId('Trading Status'),
  TurnoverId: requiredId('Turnover'),
  EmployeesId: requiredId('Employees'),
  PrimaryCategory: requiredId('Primary Category'),
  AdditionalCategories: idList.default([]),
  Assets: idList.default([]),
  Description: description,
  DisplayHome: z.boolean({ error: 'Display Publicly must be true or false' }).default(true),
  /** Fixed at 1 by the spec. */
  PaymentMethodId: z.literal(1, { error: 'PaymentMethodId must be 1' }).default(1),
  PostingTypeId: z.literal(1, { error: 'PostingTypeId must be 1' }).default(1),
});
export type DraftRequest = z.input<typeof draftRequestSchema>;

const wireDate = (label: string) =>
  z
    .string({ error: `Please choose a ${label}` })
    .max(10, `Please choose a ${label}`)
    .refine(isWireDate, `Please choose a ${label}`);

export const COMPANY_NAME_MAX_LENGTH = 50;
export const COMPANY_NAME_REQUIRED_MESSAGE = 'Please enter the Company Name to show on the invoice';

/** `POST seller/post-draft?id` and `POST seller/repost?id`: {StartDate, EndDate, useCustomCompanyName, Company}. */
export const postingRequestSchema = z
  .object({
    StartDate: wireDate('Start Date'),
    EndDate: wireDate('End Date'),
    useCustomCompanyName: z.boolean({ error: 'useCustomCompanyName must be true or false' }).default(false),
    Company: optionalText('Company Name', COMPANY_NAME_MAX_LENGTH),
  })
  .refine((value) => !value.useCustomCompanyName || Boolean(value.Company), { path: ['Company'], error: COMPANY_NAME_REQUIRED_MESSAGE, when: () => true });
export type PostingRequest = z.input<typeof postingRequestSchema>;

/** `PATCH seller/extend-post?id`: {EndDate}. */
export const extendPostRequestSchema = z.object({ EndDate: wireDate('End Date') });

export const AMEND_DETAIL_MESSAGES = {
  reference: 'Please enter a Reference',
  activityHeading: 'Please enter an Activity Heading',
  locations: 'Please select at least one location',
} as const;

/** `PATCH seller/post-detail?id`: the amend detail payload (spec §3, rules of §5). */
export const amendDetailRequestSchema = z.object({
  Reference: requiredText('Reference', 50, AMEND_DETAIL_MESSAGES.reference),
  ActivityHeading: requiredText('Activity Heading', 150, AMEND_DETAIL_MESSAGES.activityHeading),
  Locations: requiredIdList(AMEND_DETAIL_MESSAGES.locations),
  BusinessStatusID: requiredId('Appointment Status'),
  TradingStatusID: requiredId('Trading Status'),
  TurnoverID: requiredId('Turnover'),
  EmployeesID: requiredId('Employees'),
  DisplayHome: z.boolean({ error: 'Display Publicly must be true or false' }),
});

/** `PATCH seller/post-description?id {Description}`. */
export const amendDescriptionRequestSchema = checkDescriptionRequestSchema;
/** `PATCH seller/post-category?id {PrimaryCategory}`. */
export const amendPrimaryCategoryRequestSchema = z.object({ PrimaryCategory: requiredId('Primary Category') });
/** `PATCH seller/post-additional-categories?id {Categories}`. */
export const amendAdditionalCategoriesRequestSchema = z.object({ Categories: idList });
/** `PATCH seller/post-assets?id {Assets}`. */
export const amendAssetsRequestSchema = z.object({ Assets: idList });

export const EMAIL_POST_MAX_RECIPIENTS = 5;
export const EMAIL_POST_MESSAGES = {
  invalid: 'Email should be valid',
  empty: 'Send List empty',
  tooMany: 'Send List cannot contain more than five people',
  messageRequired: 'Message is required',
} as const;

/** `POST seller/email-post?id {EmailTos, Message}` (spec §5, E-mail post). */
export const emailPostRequestSchema = z.object({
  EmailTos: z
    .array(requiredEmail(EMAIL_POST_MESSAGES.invalid, EMAIL_POST_MESSAGES.invalid), { error: EMAIL_POST_MESSAGES.empty })
    .max(EMAIL_POST_MAX_RECIPIENTS, EMAIL_POST_MESSAGES.tooMany)
    .refine((list) => list.length > 0, EMAIL_POST_MESSAGES.empty),
  Message: requiredFreeText('Message', 2000),
});
export type EmailPostRequest = z.output<typeof emailPostRequestSchema>;
