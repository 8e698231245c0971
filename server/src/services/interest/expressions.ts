import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  BUYER_MESSAGES,
  connectedPartyAnswer,
  interestExportFileName,
  londonToday,
  ROLES,
  SITE_STATUS,
  type ExpressionOfInterest,
  type InterestDetail,
  type MessageResponse,
} from '@insolvency/shared-contracts';
import type { expressInterestRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { buyerPreferences, categories, expressionsOfInterest, postCategories, posts, userAddresses, users } from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { spreadsheetCsv } from '../spreadsheet-csv';
import { interestReceivedMail } from '../mail';
import { POST_NOT_FOUND_MESSAGE } from '../posts/post-detail';
import { siteStatusWhere } from '../posts/site-status';
import { buyers, expressionColumns, toExpression } from '../posts/expression-columns';

export const EXPRESSION_NOT_FOUND_MESSAGE = 'This expression of interest does not exist or is not yours.';

const primaryCategoryOf = sql<string>`coalesce((select ${categories.description} from ${postCategories}
  inner join ${categories} on ${categories.id} = ${postCategories.categoryId}
  where ${postCategories.postId} = ${posts.id} and ${postCategories.isPrimary}), '')`;

/**
 * POST buyer/express-interest?id {ExpressInterestText[, ConnectedParty]}: once per buyer and post, ever (409 the
 * second time, a repost included), only while the post is For Sale (409 otherwise; a post never
 * on sale answers 404 like an unknown one). The owner is told by mail, queued in the same
 * transaction, with the buyer's connected-party declaration (or that none was made). An expression from a flagged
 * account is kept but hidden from the practitioner.
 */
export async function expressInterest(
  ctx: ServiceContext,
  buyer: AuthUser,
  postId: number,
  input: z.output<typeof expressInterestRequestSchema>,
): Promise<MessageResponse> {
  const today = ctx.today();
  await ctx.db.transaction(async (tx) => {
    // Status in SQL, as every list derives it (site-status.ts); the row is held until commit.
    const [found] = await tx
      .select({
        post: posts,
        forSale: sql<boolean>`${siteStatusWhere(SITE_STATUS.forSale, today)}`,
        neverOnSale: sql<boolean>`${or(siteStatusWhere(SITE_STATUS.draft, today), siteStatusWhere(SITE_STATUS.scheduled, today))}`,
      })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('share');
    // A post never on sale is not shown to buyers: the same 404 as an unknown one.
    if (!found || found.neverOnSale) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
    const { post } = found;
    const [already] = await tx
      .select({ id: expressionsOfInterest.id })
      .from(expressionsOfInterest)
      .where(and(eq(expressionsOfInterest.buyerId, buyer.id), eq(expressionsOfInterest.postId, postId)));
    if (already) throw new AppError(409, BUYER_MESSAGES.alreadyExpressed);
    if (!found.forSale) throw new AppError(409, BUYER_MESSAGES.notForSale);

    const [me] = await tx.select().from(users).where(eq(users.id, buyer.id));
    const [created] = await tx
      .insert(expressionsOfInterest)
      .values({
        buyerId: buyer.id,
        postId,
        profile: input.ExpressInterestText,
        connectedParty: input.ConnectedParty,
        visibleToInsolvency: !me.flagged,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning();
    // Two requests at once: the unique index lets one in.
    if (!created) throw new AppError(409, BUYER_MESSAGES.alreadyExpressed);
    await tx
      .insert(buyerPreferences)
      .values({ userId: buyer.id, expressionProfile: input.ExpressInterestText })
      .onConflictDoUpdate({ target: buyerPreferences.userId, set: { expressionProfile: input.ExpressInterestText } });
    if (!created.visibleToInsolvency) return;
    const [owner] = await tx.select().from(users).where(eq(users.id, post.createdBy));
    const mail = interestReceivedMail(ctx.config, {
      practitionerName: `${owner.forenames} ${owner.surname}`.trim(),
      buyerName: `${me.forenames} ${me.surname}`.trim(),
      buyerCompany: me.company,
      expressionId: created.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      profile: input.ExpressInterestText,
      connectedParty: input.ConnectedParty,
    });
    await ctx.mailer.enqueue({ to: owner.email1, ...mail }, { db: tx, dedupeKey: `interest-received:${created.id}` });
  });
  ctx.mailer.nudge();
  return { message: BUYER_MESSAGES.interestSent };
}

/** Expressions of interest meeting `where`, newest first. */
async function listExpressions(ctx: ServiceContext, where: SQL): Promise<ExpressionOfInterest[]> {
  const rows = await ctx.db
    .select({ ...expressionColumns, primaryCategory: primaryCategoryOf })
    .from(expressionsOfInterest)
    .innerJoin(buyers, eq(buyers.id, expressionsOfInterest.buyerId))
    .innerJoin(posts, eq(posts.id, expressionsOfInterest.postId))
    .where(where)
    .orderBy(desc(expressionsOfInterest.createdAt), desc(expressionsOfInterest.id));
  return rows.map(toExpression);
}

/** GET buyer/interested-posts: the buyer's expressions of interest, newest first. */
export function listBuyerExpressions(ctx: ServiceContext, buyer: AuthUser): Promise<ExpressionOfInterest[]> {
  return listExpressions(ctx, eq(expressionsOfInterest.buyerId, buyer.id));
}

/**
 * GET seller/expressed-interest-list: expressions of interest in the caller's own posts, newest
 * first (Admin too: their own posts, as on every seller list). Flagged ones are listed as such.
 */
export function listSellerExpressions(ctx: ServiceContext, seller: AuthUser): Promise<ExpressionOfInterest[]> {
  return listExpressions(ctx, eq(posts.createdBy, seller.id));
}

/**
 * GET seller/expressed-interest?id: one expression with the interested party's contact details
 * and address, for the post's owner (marked viewed when the owner opens it) or Admin; 404 for
 * anyone else, as for an unknown id.
 */
export async function getSellerExpression(ctx: ServiceContext, caller: AuthUser, expressionId: number): Promise<InterestDetail> {
  const [row] = await ctx.db
    .select({ expression: expressionsOfInterest, post: posts, buyer: buyers, address: userAddresses })
    .from(expressionsOfInterest)
    .innerJoin(posts, eq(posts.id, expressionsOfInterest.postId))
    .innerJoin(buyers, eq(buyers.id, expressionsOfInterest.buyerId))
    .leftJoin(userAddresses, eq(userAddresses.userId, expressionsOfInterest.buyerId))
    .where(eq(expressionsOfInterest.id, expressionId));
  const isOwner = row?.post.createdBy === caller.id;
  if (!row || (!isOwner && caller.role !== ROLES.admin)) throw new AppError(404, EXPRESSION_NOT_FOUND_MESSAGE);
  const { expression, post, buyer, address } = row;
  let viewed = expression.viewedByInsolvency;
  if (isOwner && !viewed) {
    await ctx.db.update(expressionsOfInterest).set({ viewedByInsolvency: true }).where(eq(expressionsOfInterest.id, expressionId));
    viewed = true;
  }
  return {
    interest: {
      expressionId: expression.id,
      businessId: post.id,
      business: { reference: post.reference, activityHeading: post.activityHeading },
      profile: expression.profile,
      visibleToInsolvency: expression.visibleToInsolvency,
      viewedByInsolvency: viewed,
      connectedParty: expression.connectedParty,
      createdDate: expression.createdAt.toISOString(),
    },
    interestedUserDetails: {
      forenames: buyer.forenames,
      surname: buyer.surname,
      company: buyer.company,
      position: buyer.position,
      emailAddress1: buyer.email1,
      emailAddress2: buyer.email2,
    },
    addressDetails: address
      ? {
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          addressLine3: address.addressLine3,
          townCity: address.townCity,
          county: address.county,
          postcode: address.postcode,
          countryCode: address.countryCode,
          telephone: address.telephone,
          mobile: address.mobile,
        }
      : null,
  };
}

export const EXPORT_COLUMNS = [
  'Date Expressed',
  'Forenames',
  'Surname',
  'Company',
  'Position',
  'Email',
  'Second Email',
  'Telephone',
  'Mobile',
  'Address Line 1',
  'Address Line 2',
  'Address Line 3',
  'Town/City',
  'County',
  'Postcode',
  'Viewed',
  'Flagged',
  'Connected Party',
  'Message',
] as const;

export interface InterestExport {
  fileName: string;
  /** UTF-8 with a byte order mark, so spreadsheet programs read accents and '£' right. */
  csv: string;
}

/**
 * PATCH seller/export-expressions-of-interest?id: the post's expressions of interest as CSV, a
 * header row and one row per expression, oldest first; the owner's post (Admin: any), else 404.
 */
export async function exportExpressions(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<InterestExport> {
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, postId));
  if (!post || (caller.role !== ROLES.admin && post.createdBy !== caller.id)) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
  const rows = await ctx.db
    .select({ expression: expressionsOfInterest, buyer: buyers, address: userAddresses })
    .from(expressionsOfInterest)
    .innerJoin(buyers, eq(buyers.id, expressionsOfInterest.buyerId))
    .leftJoin(userAddresses, eq(userAddresses.userId, expressionsOfInterest.buyerId))
    .where(eq(expressionsOfInterest.postId, postId))
    .orderBy(expressionsOfInterest.createdAt, expressionsOfInterest.id);
  const records = rows.map(({ expression, buyer, address }) =>
    [
      londonToday(expression.createdAt),
      buyer.forenames,
      buyer.surname,
      buyer.company,
      buyer.position,
      buyer.email1,
      buyer.email2 ?? '',
      address?.telephone ?? '',
      address?.mobile ?? '',
      address?.addressLine1 ?? '',
      address?.addressLine2 ?? '',
      address?.addressLine3 ?? '',
      address?.townCity ?? '',
      address?.county ?? '',
      address?.postcode ?? '',
      expression.viewedByInsolvency ? 'Yes' : 'No',
      expression.visibleToInsolvency ? 'No' : 'Yes',
      connectedPartyAnswer(expression.connectedParty),
      expression.profile,
    ],
  );
  const csv = spreadsheetCsv(EXPORT_COLUMNS, records);
  return { fileName: interestExportFileName(post.reference, ctx.today()), csv };
}
