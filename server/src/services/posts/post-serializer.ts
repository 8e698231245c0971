import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES, siteStatusOn, type ExpressionOfInterest, type Post, type PostInvoiceRef, type Role } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import {
  appointmentStatuses,
  categories,
  employeeBands,
  expressionsOfInterest,
  invoices,
  keyAssets,
  locations,
  postAssets,
  postCategories,
  postingPeriods,
  postLocations,
  posts,
  tradingStatuses,
  turnoverBands,
  users,
} from '../../db/schema';

/** Who is looking: decides `hasExpressedInterest` and whether owner-only fields are filled. */
export interface PostViewer {
  id: number;
  role: Role;
}

export interface SerializeOptions {
  /** Europe/London date the status is derived for. */
  today: string;
  /** Null for a visitor: owner-only fields stay empty. */
  viewer: PostViewer | null;
}

/** The post's owner and Admin see its expressions of interest and invoices. */
export function seesOwnerDetails(viewer: PostViewer | null, createdBy: number): boolean {
  return viewer !== null && (viewer.role === ROLES.admin || viewer.id === createdBy);
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const buyers = alias(users, 'buyers');

async function loadOwnerDetails(db: Database, postIds: number[]) {
  if (postIds.length === 0) return { expressionsByPost: new Map<number, ExpressionOfInterest[]>(), invoicesByPost: new Map<number, PostInvoiceRef[]>() };
  const [expressionRows, invoiceRows, primaryRows] = await Promise.all([
    db
      .select({
        expressionId: expressionsOfInterest.id,
        businessId: expressionsOfInterest.postId,
        createdAt: expressionsOfInterest.createdAt,
        forenames: buyers.forenames,
        surname: buyers.surname,
        visibleToInsolvency: expressionsOfInterest.visibleToInsolvency,
        viewedByInsolvency: expressionsOfInterest.viewedByInsolvency,
        reference: posts.reference,
        profile: expressionsOfInterest.profile,
        activityHeading: posts.activityHeading,
      })
      .from(expressionsOfInterest)
      .innerJoin(buyers, eq(buyers.id, expressionsOfInterest.buyerId))
      .innerJoin(posts, eq(posts.id, expressionsOfInterest.postId))
      .where(inArray(expressionsOfInterest.postId, postIds))
      .orderBy(desc(expressionsOfInterest.createdAt), desc(expressionsOfInterest.id)),
    db
      .select({ postId: postingPeriods.postId, invoiceId: invoices.id, createdAt: invoices.createdAt })
      .from(invoices)
      .innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId))
      .where(inArray(postingPeriods.postId, postIds))
      .orderBy(desc(invoices.createdAt), desc(invoices.id)),
    db
      .select({ postId: postCategories.postId, description: categories.description })
      .from(postCategories)
      .innerJoin(categories, eq(categories.id, postCategories.categoryId))
      .where(and(inArray(postCategories.postId, postIds), eq(postCategories.isPrimary, true))),
  ]);
  const primaryByPost = new Map(primaryRows.map((row) => [row.postId, row.description]));
  const expressionsByPost = groupBy(
    expressionRows.map(({ createdAt, ...row }): ExpressionOfInterest => {
      const created = createdAt.toISOString();
      return { ...row, createdDate: created, dateExpressed: created, primaryCategory: primaryByPost.get(row.businessId) ?? '' };
    }),
    (expression) => expression.businessId,
  );
  const invoicesByPost = new Map(
    [...groupBy(invoiceRows, (row) => row.postId)].map(([postId, rows]) => [
      postId,
      rows.map((row): PostInvoiceRef => ({ invoiceId: row.invoiceId, createdDate: row.createdAt.toISOString() })),
    ]),
  );
  return { expressionsByPost, invoicesByPost };
}

/**
 * Loads posts by id and answers them in the `Post` contract, in the order of `postIds`
 * (unknown ids are skipped). A fixed number of queries whatever the number of posts.
 */
export async function serializePosts(db: Database, postIds: readonly number[], options: SerializeOptions): Promise<Post[]> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return [];
  const { viewer, today } = options;

  const [postRows, locationRows, categoryRows, assetRows, periodRows, viewerInterestRows] = await Promise.all([
    db
      .select({
        post: posts,
        ownerForenames: users.forenames,
        ownerSurname: users.surname,
        ownerCompany: users.company,
        businessStatus: appointmentStatuses.description,
        tradingStatus: tradingStatuses.description,
        turnover: turnoverBands.description,
        employee: employeeBands.description,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.createdBy))
      .innerJoin(appointmentStatuses, eq(appointmentStatuses.id, posts.businessStatusId))
      .innerJoin(tradingStatuses, eq(tradingStatuses.id, posts.tradingStatusId))
      .innerJoin(turnoverBands, eq(turnoverBands.id, posts.turnoverId))
      .innerJoin(employeeBands, eq(employeeBands.id, posts.employeesId))
      .where(inArray(posts.id, ids)),
    db
      .select({ postId: postLocations.postId, locationId: locations.id, description: locations.description })
      .from(postLocations)
      .innerJoin(locations, eq(locations.id, postLocations.locationId))
      .where(inArray(postLocations.postId, ids))
      .orderBy(asc(locations.sortOrder), asc(locations.id)),
    db
      .select({ postId: postCategories.postId, categoryId: categories.id, description: categories.description, isPrimary: postCategories.isPrimary })
      .from(postCategories)
      .innerJoin(categories, eq(categories.id, postCategories.categoryId))
      .where(inArray(postCategories.postId, ids))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ postId: postAssets.postId, assetId: keyAssets.id, description: keyAssets.description })
      .from(postAssets)
      .innerJoin(keyAssets, eq(keyAssets.id, postAssets.assetId))
      .where(inArray(postAssets.postId, ids))
      .orderBy(asc(keyAssets.sortOrder), asc(keyAssets.id)),
    db
      .select({ postId: postingPeriods.postId, startDate: postingPeriods.startDate, endDate: postingPeriods.endDate })
      .from(postingPeriods)
      .where(inArray(postingPeriods.postId, ids))
      .orderBy(desc(postingPeriods.startDate), desc(postingPeriods.id)),
    viewer
      ? db
          .select({ postId: expressionsOfInterest.postId })
          .from(expressionsOfInterest)
          .where(and(eq(expressionsOfInterest.buyerId, viewer.id), inArray(expressionsOfInterest.postId, ids)))
      : Promise.resolve([]),
  ]);

  const ownerVisibleIds = postRows.filter((row) => seesOwnerDetails(viewer, row.post.createdBy)).map((row) => row.post.id);
  const { expressionsByPost, invoicesByPost } = await loadOwnerDetails(db, ownerVisibleIds);
  const locationsByPost = groupBy(locationRows, (row) => row.postId);
  const categoriesByPost = groupBy(categoryRows, (row) => row.postId);
  const assetsByPost = groupBy(assetRows, (row) => row.postId);
  const periodsByPost = groupBy(periodRows, (row) => row.postId);
  const interestedPostIds = new Set(viewerInterestRows.map((row) => row.postId));
  const rowsById = new Map(postRows.map((row) => [row.post.id, row]));

  return ids.flatMap((id): Post[] => {
    const row = rowsById.get(id);
    if (!row) return [];
    const { post } = row;
    const periods = periodsByPost.get(id) ?? [];
    const latest = periods[0];
    const postCategoryRows = categoriesByPost.get(id) ?? [];
    const label = ({ categoryId, description }: { categoryId: number; description: string }) => ({ categoryId, description });
    return [
      {
        businessId: post.id,
        reference: post.reference,
        activityHeading: post.activityHeading,
        siteStatus: siteStatusOn(
          { startDate: latest?.startDate ?? null, endDate: latest?.endDate ?? null, withdrawn: post.withdrawnAt !== null, sold: post.sold },
          today,
        ),
        approved: post.adminApproved,
        adminApproved: post.adminApproved,
        createdBy: post.createdBy,
        createdByName: `${row.ownerForenames} ${row.ownerSurname}`,
        createdByCompany: row.ownerCompany,
        creationDate: post.createdAt.toISOString(),
        activeStartDate: periods.map((period) => period.startDate),
        activeEndDate: periods.map((period) => period.endDate),
        businessStatus: row.businessStatus,
        businessStatusID: post.businessStatusId,
        tradingStatus: row.tradingStatus,
        tradingStatusID: post.tradingStatusId,
        locations: (locationsByPost.get(id) ?? []).map(({ locationId, description }) => ({ locationId, description })),
        turnover: row.turnover,
        turnoverID: post.turnoverId,
        employee: row.employee,
        employeeID: post.employeesId,
        displayHome: post.displayHome,
        primaryCategory: postCategoryRows.filter((category) => category.isPrimary).map(label),
        categories: postCategoryRows.filter((category) => !category.isPrimary).map(label),
        assets: (assetsByPost.get(id) ?? []).map(({ assetId, description }) => ({ assetId, description })),
        description: post.description,
        hasExpressedInterest: interestedPostIds.has(id),
        expressionsOfInterest: expressionsByPost.get(id) ?? [],
        invoice: invoicesByPost.get(id) ?? [],
      },
    ];
  });
}
