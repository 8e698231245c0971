import { z } from 'zod';
import { ADMIN_ACTIONS, type AdminAuditPage, type AdminCertificateItem, type AdminCertificatesPage, type AdminInvoiceItem, type AdminInvoicesPage, type AdminPostsPage, type AdminUser, type AdminUserDetail, type AdminUsersPage } from '@insolvency/shared-contracts';
import { DEAL_ROOM_EVENT_KINDS, type DealRoomAuditPage } from '@insolvency/shared-contracts/deal-room';
import { accountAddressSchema } from '../allauth/account-details';
import { certificateListSchema, invoiceSchema } from '../seller/billing-schemas';
import { postResponseSchema } from '../unauth/home-schemas';

/** Response schemas of the admin calls, for the OpenAPI document. */

const wireDate = z.string().describe('YYYY-MM-DD');
const dateTime = z.string().describe('ISO 8601 date-time');

const adminUserSchema = z.object({
  userId: z.number(),
  role: z.string(),
  forenames: z.string(),
  surname: z.string(),
  emailAddress1: z.string(),
  emailAddress2: z.string().nullable(),
  company: z.string(),
  position: z.string(),
  capacityId: z.number().nullable(),
  lastLoginDate: dateTime.nullable(),
  previousLoginDate: dateTime.nullable(),
  loginCount: z.number(),
  createdDate: dateTime,
  flagged: z.boolean(),
  lockedOutUntil: dateTime.nullable(),
  lockoutReason: z.string().nullable(),
  email1DisableReason: z.string().nullable(),
  email1DisableDateTime: dateTime.nullable(),
  email2DisableReason: z.string().nullable(),
  email2DisableDateTime: dateTime.nullable(),
  customPriceRate: z.number().nullable(),
  emailConfirmed: z.boolean(),
}) satisfies z.ZodType<AdminUser>;

const paging = { roundedPageCount: z.number(), totalCount: z.number() };

export const adminUsersPageSchema = z.object({ usersList: z.array(adminUserSchema), ...paging }) satisfies z.ZodType<AdminUsersPage>;
export const adminPostsPageSchema = z.object({ businessList: z.array(postResponseSchema), ...paging }) satisfies z.ZodType<AdminPostsPage>;

export const adminUserDetailSchema = z.object({
  userDetails: adminUserSchema.extend({
    priceRate: z.number(),
    businessExpressedInterests: z.array(
      z.object({ expressionId: z.number(), businessId: z.number(), reference: z.string(), activityHeading: z.string(), createdDate: wireDate }),
    ),
    businessPosting: z.array(
      z.object({ businessId: z.number(), reference: z.string(), activityHeading: z.string(), siteStatus: z.string(), adminApproved: z.boolean(), createdDate: wireDate }),
    ),
    postEmailSends: z.array(z.object({ businessId: z.number(), reference: z.string(), activityHeading: z.string(), recipientCount: z.number(), sentAt: dateTime })),
  }),
  addressDetails: accountAddressSchema.nullable(),
  miscPreferences: z
    .object({
      keywords: z.string(),
      categoryPreferences: z.array(z.string()),
      accountBusinessLocation: z.array(z.string()),
      accountBusinessTurnover: z.array(z.string()),
      accountBusinessEmployees: z.array(z.string()),
      accountBusinessAsset: z.array(z.string()),
    })
    .nullable(),
  lockedOutUntil: dateTime.nullable(),
  emailConfirmed: z.boolean(),
}) satisfies z.ZodType<AdminUserDetail>;

const adminInvoiceItemSchema = invoiceSchema
  .pick({ invoiceId: true, businessId: true, periodId: true, reference: true, activityHeading: true, forenames: true, surname: true, company: true, createdDate: true, startDate: true, endDate: true, totalDays: true, priceRate: true })
  .extend({ vat: z.number(), totalPrice: z.number() }) satisfies z.ZodType<AdminInvoiceItem>;
const adminCertificateItemSchema = certificateListSchema.element.extend({ userCompany: z.string(), forenames: z.string(), surname: z.string() }) satisfies z.ZodType<AdminCertificateItem>;

export const adminInvoicesPageSchema = z.object({ invoiceList: z.array(adminInvoiceItemSchema), ...paging }) satisfies z.ZodType<AdminInvoicesPage>;
export const adminCertificatesPageSchema = z.object({ certificateList: z.array(adminCertificateItemSchema), ...paging }) satisfies z.ZodType<AdminCertificatesPage>;

export const adminAuditPageSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      adminId: z.number().nullable(),
      adminName: z.string(),
      action: z.enum(ADMIN_ACTIONS),
      targetType: z.enum(['user', 'post', 'release']),
      targetId: z.number(),
      userId: z.number().nullable(),
      before: z.record(z.string(), z.unknown()),
      after: z.record(z.string(), z.unknown()),
      createdAt: dateTime,
    }),
  ),
  ...paging,
}) satisfies z.ZodType<AdminAuditPage>;

export const dealRoomAuditPageSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      postId: z.number(),
      postReference: z.string(),
      actorId: z.number().nullable(),
      actorName: z.string(),
      kind: z.enum(DEAL_ROOM_EVENT_KINDS),
      details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      createdAt: dateTime,
    }),
  ),
  ...paging,
}) satisfies z.ZodType<DealRoomAuditPage>;
